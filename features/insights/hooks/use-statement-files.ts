"use client";
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/locales";
import { apiFetch } from "@/lib/browser/api";
import { KINDS, type Kind } from "../figures/kinds";
import type { Statement } from "../figures/statement";
import { saveFile } from "@/lib/browser/save-file";
import { statementCsv, statementFileName, statementPdf, statementTable, zipOf, type StatementTexts } from "../components/statement-files";

const statementPath = (month: string, account: string | null) =>
  `/api/insights/statement?${new URLSearchParams({ month, ...(account ? { account } : {}) }).toString()}`;

/** Makes and saves a month's statement (CSV or PDF) of the account, or of many accounts as one zip of PDFs. */
export function useStatementFiles() {
  const t = useTranslations("insights");
  const locale = useLocale() as Locale;
  const texts: StatementTexts = {
    heading: (month, account) => t("statement.heading", { month, account }),
    head: [
      t("statement.date"),
      t("statement.type"),
      t("statement.login"),
      t("statement.credits"),
      t("statement.change"),
      t("statement.balance"),
      t("statement.description"),
    ],
    opening: t("statement.opening"),
    closing: t("statement.closing"),
    totals: t("statement.totals"),
    rows: t("statement.count"),
    unlimited: t("statement.unlimited"),
    kinds: Object.fromEntries(KINDS.map((kind) => [kind, kindText(t, kind)])) as Record<Kind, string>,
    page: (page) => t("statement.page", { page }),
  };
  const pdfOf = async (s: Statement) => statementPdf(statementTable(s, texts), texts.heading(s.month, s.account), locale, texts.page);
  return {
    async one(month: string, account: string | null, format: "csv" | "pdf") {
      const s = await apiFetch<Statement>(statementPath(month, account));
      const blob = format === "csv" ? await statementCsv(statementTable(s, texts)) : await pdfOf(s);
      saveFile(blob, statementFileName(s.account, month, format));
    },
    /** One PDF per account, read one after another (the backend is spared a burst), in one zip. */
    async all(month: string, accounts: string[], progress: (done: number) => void) {
      const files: { name: string; blob: Blob }[] = [];
      for (const account of accounts) {
        const s = await apiFetch<Statement>(statementPath(month, account));
        files.push({ name: statementFileName(account, month, "pdf"), blob: await pdfOf(s) });
        progress(files.length);
      }
      saveFile(await zipOf(files), `statements-${month}.zip`);
    },
  };
}

function kindText(t: ReturnType<typeof useTranslations<"insights">>, kind: Kind): string {
  switch (kind) {
    case "newClient":
      return t("kinds.newClient");
    case "renewal":
      return t("kinds.renewal");
    case "trial":
      return t("kinds.trial");
    case "retrieved":
      return t("kinds.retrieved");
    case "movedDown":
      return t("kinds.movedDown");
    case "movedBack":
      return t("kinds.movedBack");
    case "received":
      return t("kinds.received");
    case "removed":
      return t("kinds.removed");
    default:
      return t("kinds.other");
  }
}
