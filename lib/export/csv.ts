// CSV for spreadsheets: papaparse quotes what needs quoting and neutralises cells that a
// spreadsheet would run as a formula (a description starting with "=", "+", "-" or "@").
// The lines are written a page at a time as the pages arrive (csvLines), then joined (csvFile).
import Papa from "papaparse";
import type { ExportTable } from "./tables/table";

const OPTIONS = { escapeFormulae: true, newline: "\r\n" };

/** Some rows' lines, without a header or a final line break. */
export function csvLines(body: string[][]): string {
  return body.length === 0 ? "" : Papa.unparse(body, OPTIONS);
}

/** The file: the header, then each part's lines in order. */
export function csvFile(head: readonly string[], parts: readonly string[]): Blob {
  const lines = parts.filter(Boolean).flatMap((part, i) => (i === 0 ? [part] : ["\r\n", part]));
  // The byte-order mark makes Excel read the file as UTF-8; the header ends with its line break.
  return new Blob(["\uFEFF", Papa.unparse({ fields: [...head], data: [] }, OPTIONS), ...lines], { type: "text/csv;charset=utf-8" });
}

export function buildCsv(table: ExportTable): Blob {
  return csvFile(table.head, [csvLines(table.body)]);
}
