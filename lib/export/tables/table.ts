// What an export declares: its columns and how one row becomes its cells. Pure, so the worker
// and the unit tests share it. The words (title, headers, words in cells) come from the catalogue
// in the reader's language (./texts.ts); the file's name stays the spec's.
import { formatDate } from "@/lib/format";
import type { ExportTexts } from "../texts";

/**
 * The spec names the export file myClients (accounts spec §9): the client lists keep that name;
 * every other list's file is named for what it holds, so two downloads never collide.
 */
export const EXPORT_FILE = "myClients";

export type ExportTable = { head: readonly string[]; body: string[][] };

export type ExportTableDefinition<Row> = {
  /** The PDF heading's key in namespace "export" (the heading is followed by the row count). */
  title: string;
  /** The file's name without its extension. */
  file: string;
  /** The headers' keys in namespace "export", in order. */
  head: readonly string[];
  row: (row: Row, today: string, texts: ExportTexts) => string[];
  /** The index of a column that gets more room in the PDF (a description). */
  wideColumn?: number;
};

/** The header line in the reader's language. */
export function headOf(definition: Pick<ExportTableDefinition<never>, "head">, texts: ExportTexts): string[] {
  const t = texts("export");
  return definition.head.map((key) => t(key));
}

/** The PDF's heading: the table's title and how many rows it holds. */
export function titleOf(definition: Pick<ExportTableDefinition<never>, "title">, texts: ExportTexts, rows: number): string {
  return `${texts("export")(definition.title)} (${rows})`;
}

/** One line per cell: a newline typed into a description would split a PDF row oddly. */
export function oneLine(text: string | null | undefined): string {
  return (text ?? "").replace(/\s*[\r\n]+\s*/g, " ").trim();
}

/** Distinct dates remembered at most: far more than a list's days, a bound on memory all the same. */
const DATES_REMEMBERED = 20_000;
const dates = new Map<string, string>();

/**
 * formatDate for a file's cell, each distinct text converted once: a large export has 50,000 rows
 * but a few thousand days, and parsing a date is a third of building a client's row.
 */
export function cellDate(value: string | null | undefined): string {
  if (!value) return formatDate(value);
  let cell = dates.get(value);
  if (cell === undefined) {
    if (dates.size >= DATES_REMEMBERED) dates.clear();
    dates.set(value, (cell = formatDate(value)));
  }
  return cell;
}

export function buildTable<Row>(definition: ExportTableDefinition<Row>, rows: readonly Row[], today: string, texts: ExportTexts): ExportTable {
  return { head: headOf(definition, texts), body: rows.map((row) => definition.row(row, today, texts)) };
}
