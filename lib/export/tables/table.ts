// What an export declares: its columns and how one row becomes its cells. Pure, so the worker
// and the unit tests share it.

/**
 * The spec names the export file myClients (accounts spec §9): the client lists keep that name;
 * every other list's file is named for what it holds (issue 24), so two downloads never collide.
 */
export const EXPORT_FILE = "myClients";

export type ExportTable = { head: readonly string[]; body: string[][] };

export type ExportTableDefinition<Row> = {
  /** The PDF's heading, followed by the row count. */
  title: string;
  /** The file's name without its extension. */
  file: string;
  head: readonly string[];
  row: (row: Row, today: string) => string[];
  /** The index of a column that gets more room in the PDF (a description). */
  wideColumn?: number;
};

/** One line per cell: a newline typed into a description would split a PDF row oddly. */
export function oneLine(text: string | null | undefined): string {
  return (text ?? "").replace(/\s*[\r\n]+\s*/g, " ").trim();
}

export function buildTable<Row>(definition: ExportTableDefinition<Row>, rows: readonly Row[], today: string): ExportTable {
  return { head: definition.head, body: rows.map((row) => definition.row(row, today)) };
}
