// Builds the export file off the main thread: fetches the pages itself and turns each into the
// file's rows as it arrives, so neither the rows nor their conversion ever hold up the page, and
// the CSV is nearly written when the last page comes in. papaparse and jspdf load here, on
// demand, so neither is in any page's JavaScript. The words come with the request, in the page's
// language (./texts.ts): keys of namespace "export", as useTranslations("export") reads them.
import { ApiError } from "@/lib/browser/api";
import { fetchAllPages } from "@/lib/export/fetch-all-pages";
import type { ExportMessage, ExportRequest } from "@/lib/export/protocol";
import { EXPORT_TABLES } from "./tables";
import { headOf, titleOf, type ExportTableDefinition } from "@/lib/export/tables/table";
import { exportTexts } from "@/lib/export/texts";

const worker = self as unknown as { onmessage: ((event: MessageEvent<ExportRequest>) => void) | null; postMessage: (message: ExportMessage) => void };

worker.onmessage = async ({ data }) => {
  try {
    worker.postMessage({ type: "done", blob: await buildFile(data), file: `${EXPORT_TABLES[data.kind].file}.${data.format}` });
  } catch (error) {
    worker.postMessage({
      type: "failed",
      message: error instanceof Error ? error.message : "The file could not be created",
      status: error instanceof ApiError ? error.status : 0,
    });
  }
};

async function buildFile({ format, kind, today, locale, messages, source }: ExportRequest): Promise<Blob> {
  const definition = EXPORT_TABLES[kind] as ExportTableDefinition<unknown>;
  const texts = exportTexts(locale, messages);
  // Loading starts with the first request, not before it: the CSV writes each page as it comes, the PDF only at the end.
  const csv = format === "csv" ? import("@/lib/export/csv") : undefined;
  const pdf = format === "pdf" ? import("@/lib/export/pdf") : undefined;
  // Per page, in page order: the CSV's lines, or the PDF's cells.
  const parts: string[] = [];
  const bodies: string[][][] = [];
  const onPage = async (rows: unknown[], index: number) => {
    const body = rows.map((row) => definition.row(row, today, texts));
    if (csv) parts[index] = (await csv).csvLines(body);
    else bodies[index] = body;
  };

  if ("rows" in source) await onPage(source.rows, 0);
  else
    await fetchAllPages(source.api, source.query, {
      expectedRows: source.expectedRows,
      onPage,
      onProgress: (share) => worker.postMessage({ type: "progress", share }),
    });

  if (csv) return (await csv).csvFile(headOf(definition, texts), parts);
  const body = bodies.flat();
  const t = texts("export");
  return (await pdf!).buildExportPdf({ head: headOf(definition, texts), body }, titleOf(definition, texts, body.length), {
    locale,
    wideColumn: definition.wideColumn,
    pageLabel: (page) => t("page", { page }),
  });
}
