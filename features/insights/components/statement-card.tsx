"use client";
// The monthly statement of the account shown: a CSV or a PDF of the month chosen.
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useErrorText } from "@/hooks/use-error-text";
import { errorMessage } from "@/lib/browser/api";
import { useStatementFiles } from "../hooks/use-statement-files";
import { MonthSelect, statementMonths } from "./month-select";

export function StatementCard({ account, today }: { account: string | null; today: string }) {
  const t = useTranslations("insights");
  const files = useStatementFiles();
  const errorText = useErrorText();
  const months = statementMonths(today);
  // Last month by default: the one a statement is usually sent for.
  const [month, setMonth] = useState(months[1]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const make = async (format: "csv" | "pdf") => {
    setBusy(true);
    setFailure(null);
    try {
      await files.one(month, account, format);
    } catch (error) {
      setFailure(t("statement.failed", { message: errorText(errorMessage(error)) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t("statement.title")}>
      <div className="flex flex-wrap items-center gap-3">
        <MonthSelect id={id} label={t("statement.month")} months={months} value={month} onChange={setMonth} />
        <Button onClick={() => make("csv")} disabled={busy}>
          {t("statement.csv")}
        </Button>
        <Button onClick={() => make("pdf")} disabled={busy}>
          {t("statement.pdf")}
        </Button>
        <span aria-live="polite" className="text-sm text-slate-600">
          {busy ? t("statement.working") : ""}
        </span>
      </div>
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      )}
      <p className="text-xs text-slate-600">{t("statement.note")}</p>
    </Card>
  );
}
