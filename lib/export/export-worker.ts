// Builds the export file off the main thread. papaparse and jspdf load here, on demand, so
// neither is in any page's JavaScript and a large PDF never freezes the list.
import type { ExportRequest, ExportResponse } from "./protocol";
import { EXPORT_TABLES } from "./tables";
import { buildTable, type ExportTableDefinition } from "./tables/table";

const worker = self as unknown as { onmessage: ((event: MessageEvent<ExportRequest>) => void) | null; postMessage: (message: ExportResponse) => void };

worker.onmessage = async ({ data }) => {
  try {
    const definition = EXPORT_TABLES[data.kind] as ExportTableDefinition<unknown>;
    const table = buildTable(definition, data.rows, data.today);
    const blob =
      data.format === "csv"
        ? (await import("./csv")).buildCsv(table)
        : (await import("./pdf")).buildPdf(table, `${definition.title} (${data.rows.length})`, definition.wideColumn);
    worker.postMessage({ ok: true, blob });
  } catch (error) {
    worker.postMessage({ ok: false, message: error instanceof Error ? error.message : "The file could not be created" });
  }
};
