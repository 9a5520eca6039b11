// A statement as a table, then as a CSV or a PDF, and many PDFs as one zip: the export's own
// builders (lib/export), each library fetched only when a file is made, so the screen stays light.
import type { Locale } from "@/i18n/locales";
import { formatTimestamp } from "@/lib/format";
import { oneLine, type ExportTable } from "@/lib/export/tables/table";
import type { Kind } from "../figures/kinds";
import type { Statement } from "../figures/statement";

export type StatementTexts = {
  heading: (month: string, account: string) => string;
  head: string[];
  opening: string;
  closing: string;
  totals: string;
  rows: string;
  unlimited: string;
  kinds: Record<Kind, string>;
  page: (page: number) => string;
};

/**
 * The statement's rows: opening balance, each movement with the balance after it, closing balance,
 * then the totals by kind. Numbers as plain digits, so a spreadsheet reads them as numbers.
 */
export function statementTable(s: Statement, texts: StatementTexts): ExportTable {
  const count = (n: number) => String(n);
  const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
  const balance = (n: number | null) => (n === null ? texts.unlimited : count(n));
  const blank = ["", "", "", ""];
  return {
    head: texts.head,
    body: [
      [texts.opening, ...blank, balance(s.opening), ""],
      ...s.lines.map((l) => [
        formatTimestamp(l.created),
        l.type,
        l.login ?? "",
        count(l.credits),
        signed(l.change),
        balance(l.balance),
        oneLine(l.description),
      ]),
      [texts.closing, ...blank, balance(s.closing), ""],
      [texts.totals, ...blank, "", ""],
      ...s.totals.map((total) => [texts.kinds[total.kind], "", `${texts.rows}: ${count(total.count)}`, count(total.credits), signed(total.change), "", ""]),
    ],
  };
}

/**
 * A cell a spreadsheet would run as a formula is neutralised, as in the exports (lib/export/csv.ts),
 * except a signed whole number ("-3", "+1"): the statement's changes stay numbers to add up.
 */
const FORMULA = /^(?![-+]\d+$)[=+\-@\t\r]/;

export async function statementCsv(table: ExportTable): Promise<Blob> {
  const { default: Papa } = await import("papaparse");
  const text = Papa.unparse({ fields: [...table.head], data: table.body }, { escapeFormulae: FORMULA, newline: "\r\n" });
  // The byte-order mark makes Excel read the file as UTF-8.
  return new Blob(["\uFEFF", text], { type: "text/csv;charset=utf-8" });
}

export async function statementPdf(table: ExportTable, title: string, locale: Locale, page: (n: number) => string): Promise<Blob> {
  const { buildExportPdf } = await import("@/lib/export/pdf");
  return buildExportPdf(table, title, { locale, wideColumn: 6, pageLabel: page });
}

export async function zipOf(files: { name: string; blob: Blob }[]): Promise<Blob> {
  const { default: JSZip } = await import("jszip");
  const zip = new JSZip();
  for (const file of files) zip.file(file.name, file.blob);
  return zip.generateAsync({ type: "blob" });
}

export const statementFileName = (account: string, month: string, ext: "csv" | "pdf") => `statement-${account}-${month}.${ext}`;
