// CSV for spreadsheets: papaparse quotes what needs quoting and neutralises cells that a
// spreadsheet would run as a formula (a description starting with "=", "+", "-" or "@").
import Papa from "papaparse";
import type { ExportTable } from "./tables/table";

export function buildCsv(table: ExportTable): Blob {
  const text = Papa.unparse({ fields: [...table.head], data: table.body }, { escapeFormulae: true, newline: "\r\n" });
  // The byte-order mark makes Excel read the file as UTF-8.
  return new Blob(["\uFEFF", text], { type: "text/csv;charset=utf-8" });
}
