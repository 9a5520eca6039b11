// What an export declares: its columns and how one row becomes its cells. Pure, so the worker
// and the unit tests share it. The words (title, headers, words in cells) come from the catalogue
// in the reader's language (./texts.ts); the file's name stays the spec's.
import type { ExportTexts } from "../texts";

/**
 * The spec names the export file myClients (accounts spec §9): the client lists keep that name;
 * every other list's file is named for what it holds (issue 24), so two downloads never collide.
 */
export const EXPORT_FILE = "myClients";

export type ExportTable = { head: readonly string[]; body: string[][] };

export type ExportTableDefinition<Row> = {
  /** Its words' key in namespace "export": `<texts>.title` is the PDF's heading (followed by the row count), `<texts>.head.<column>` each header. */
  texts: string;
  /** The file's name without its extension. */
  file: string;
  /** The columns' keys under `<texts>.head`, in order. */
  columns: readonly string[];
  row: (row: Row, today: string, texts: ExportTexts) => string[];
  /** The index of a column that gets more room in the PDF (a description). */
  wideColumn?: number;
};

/** The header line in the reader's language. */
export function headOf(definition: Pick<ExportTableDefinition<never>, "texts" | "columns">, texts: ExportTexts): string[] {
  const t = texts("export");
  return definition.columns.map((column) => t(`${definition.texts}.head.${column}`));
}

/** The PDF's heading: the table's title and how many rows it holds. */
export function titleOf(definition: Pick<ExportTableDefinition<never>, "texts">, texts: ExportTexts, rows: number): string {
  return `${texts("export")(`${definition.texts}.title`)} (${rows})`;
}

/** One line per cell: a newline typed into a description would split a PDF row oddly. */
export function oneLine(text: string | null | undefined): string {
  return (text ?? "").replace(/\s*[\r\n]+\s*/g, " ").trim();
}

export function buildTable<Row>(definition: ExportTableDefinition<Row>, rows: readonly Row[], today: string, texts: ExportTexts): ExportTable {
  return { head: headOf(definition, texts), body: rows.map((row) => definition.row(row, today, texts)) };
}
