"use client";
// The accounts below the signed-in one, each with its clients, spend and renewal rate, sortable
// by any column, each name linking to that account's own insights; and every account's statement
// of a month as one zip of PDFs. Read after the page's own figures, from its own BFF call.
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/locales";
import { isolateLtr } from "@/lib/format";
import { useEffect, useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useErrorText } from "@/hooks/use-error-text";
import { useFormatCount } from "@/hooks/use-format-count";
import { apiFetch, errorMessage } from "@/lib/browser/api";
import type { SubAccountLine } from "../figures/types";
import { useStatementFiles } from "../hooks/use-statement-files";
import { MonthSelect, statementMonths } from "./month-select";
import { SortHeader, sortLines, type SortState } from "./sort-header";

export function SubAccountTable({ today }: { today: string }) {
  const t = useTranslations("insights");
  const count = useFormatCount();
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const files = useStatementFiles();
  const [lines, setLines] = useState<SubAccountLine[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sort, setSort] = useState<SortState>({ key: "spendThisMonth", descending: true });
  const months = statementMonths(today);
  const [month, setMonth] = useState(months[1]);
  const [made, setMade] = useState<number | null>(null);
  const monthId = useId();
  useEffect(() => {
    apiFetch<{ accounts: SubAccountLine[] }>("/api/insights/accounts").then(
      (answer) => setLines(answer.accounts),
      (error: unknown) => setFailure(errorText(errorMessage(error))),
    );
  }, [errorText]);
  const sorted = useMemo(() => (lines ? sortLines(lines, sort) : []), [lines, sort]);
  const kindNames = { manager: t("accounts.manager"), reseller: t("accounts.reseller"), dealer: t("accounts.dealer") };
  const dash = (n: number | null) => (n === null ? "—" : n < 0 ? isolateLtr(count(n), locale) : count(n));
  const change = (line: SubAccountLine) => {
    if (line.spendThisMonth === null || line.spendLastMonth === null) return "—";
    const d = line.spendThisMonth - line.spendLastMonth;
    return isolateLtr(d > 0 ? `+${count(d)}` : d < 0 ? `−${count(-d)}` : "0", locale);
  };
  const makeAll = async () => {
    if (!lines) return;
    setMade(0);
    setFailure(null);
    try {
      await files.all(
        month,
        sorted.map((l) => l.name),
        setMade,
      );
    } catch (error) {
      setFailure(t("statement.failed", { message: errorText(errorMessage(error)) }));
    } finally {
      setMade(null);
    }
  };
  // On a phone the kind and the change go under the name and the spend, so the table fits its card.
  const header = (key: SortState["key"], label: string, wide = false) => (
    <SortHeader column={key} label={label} sort={sort} onSort={setSort} sortLabel={t("accounts.sortBy", { column: label })} wide={wide} />
  );
  return (
    <Card title={t("accounts.title")}>
      <div className="flex flex-wrap items-center gap-3">
        <MonthSelect id={monthId} label={t("statement.month")} months={months} value={month} onChange={setMonth} />
        {/* Without the accounts' transactions (the backend does not show them) there are no statements to make. */}
        <Button onClick={makeAll} disabled={!lines?.some((line) => line.spendThisMonth !== null) || made !== null}>
          {t("accounts.all")}
        </Button>
        <span aria-live="polite" className="text-sm text-slate-600">
          {made !== null ? t("accounts.allWorking", { done: made, total: sorted.length }) : ""}
        </span>
      </div>
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      )}
      {lines === null && !failure && <p className="text-sm text-slate-600">{t("accounts.loading")}</p>}
      {lines?.length === 0 && <p className="text-sm text-slate-600">{t("accounts.empty")}</p>}
      {lines && lines.length > 0 && (
        <div>
          <table className="w-full border-collapse text-sm" data-testid="sub-accounts">
            <thead>
              <tr>
                {header("name", t("accounts.name"))}
                {header("kind", t("accounts.kind"), true)}
                {header("clients", t("accounts.clients"))}
                {header("active", t("accounts.active"))}
                {header("spendThisMonth", t("accounts.spend"))}
                {header("change", t("accounts.change"), true)}
                {header("renewalRate", t("accounts.rate"))}
              </tr>
            </thead>
            <tbody>
              {sorted.map((line) => (
                <tr key={`${line.kind}:${line.name}`} className="border-b border-slate-100">
                  <th scope="row" className="px-2 py-1 text-start font-normal [overflow-wrap:anywhere]">
                    <Link href={`/insights?account=${encodeURIComponent(line.name)}`} className="text-primary underline-offset-2 hover:underline">
                      {line.name}
                    </Link>
                    <span className="block text-xs text-slate-600 sm:hidden">{kindNames[line.kind]}</span>
                  </th>
                  <td className="hidden px-2 py-1 sm:table-cell">{kindNames[line.kind]}</td>
                  <td className="px-2 py-1 tabular-nums">{dash(line.clients)}</td>
                  <td className="px-2 py-1 tabular-nums">{dash(line.active)}</td>
                  <td className="px-2 py-1 tabular-nums">
                    {dash(line.spendThisMonth)}
                    <span className="block text-xs text-slate-600 sm:hidden">{change(line)}</span>
                  </td>
                  <td className="hidden px-2 py-1 tabular-nums sm:table-cell">{change(line)}</td>
                  <td className="px-2 py-1 tabular-nums">{line.renewalRate === null ? "—" : `${count(Math.round(line.renewalRate * 100))}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-xs text-slate-600">{t("accounts.note")}</p>
    </Card>
  );
}
