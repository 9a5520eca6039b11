// Export a list: the worker fetches every matching row and builds the declared table; the page
// shows its progress and saves the file. Loaded on the first click (dynamic import), so none of
// this is in the page's first load.
import { ApiError, leaveIfSessionEnded } from "@/lib/browser/api";
import { todayIso } from "@/lib/format";
import type { ExportQuery } from "./fetch-all-pages";
import type { ExportFormat, ExportMessage, ExportRequest } from "./protocol";
import type { ExportKind } from "./tables";
import { EXPORT_TABLES } from "./tables";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/i18n/locales";
import { loadExportMessages } from "./texts";

/** Fetching is most of the wait; the last tenth is finishing the file. */
const FETCH_SHARE = 90;

type Options = {
  format: ExportFormat;
  kind: ExportKind;
  /** The BFF list endpoint the rows come from, e.g. "/api/clients". */
  api: string;
  query: ExportQuery;
  /** How many rows the screen counted for this tab and search. */
  expectedRows: number;
  /** 0 to 100. */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
};

export async function runExport({ format, kind, api, query, expectedRows, onProgress, signal }: Options): Promise<void> {
  onProgress(0);
  const request: ExportRequest = { format, kind, today: todayIso(), ...(await language()), source: { api, query, expectedRows } };
  const blob = await buildInWorker(request, (share) => onProgress(Math.floor(share * FETCH_SHARE)), signal);
  onProgress(100);
  saveBlob(blob, `${EXPORT_TABLES[kind].file}.${format}`);
}

/** Export rows the page already holds (a bulk renew's summary): no fetching, the same worker and file. */
export async function exportRows({ format, kind, rows, signal }: { format: ExportFormat; kind: ExportKind; rows: unknown[]; signal?: AbortSignal }): Promise<void> {
  const blob = await buildInWorker({ format, kind, today: todayIso(), ...(await language()), source: { rows } }, () => {}, signal);
  saveBlob(blob, `${EXPORT_TABLES[kind].file}.${format}`);
}

/** The page's language (the root layout's <html lang>) and the export's words in it. */
async function language(): Promise<{ locale: Locale; messages: ExportRequest["messages"] }> {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  return { locale, messages: await loadExportMessages(locale) };
}

function buildInWorker(request: ExportRequest, onProgress: (share: number) => void, signal?: AbortSignal): Promise<Blob> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    // The literal `new URL(..., import.meta.url)` is what lets the bundler emit the worker as its own chunk.
    const worker = new Worker(new URL("./export-worker.ts", import.meta.url), { type: "module", name: "export" });
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener("abort", onAbort);
    };
    const onAbort = () => {
      finish();
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.onmessage = ({ data }: MessageEvent<ExportMessage>) => {
      if (data.type === "progress") return onProgress(data.share);
      finish();
      if (data.type === "done") return resolve(data.blob);
      const error = new ApiError(data.message, data.status);
      leaveIfSessionEnded(error);
      reject(error);
    };
    worker.onerror = (event) => {
      finish();
      event.preventDefault();
      reject(new Error("The file could not be created"));
    };
    worker.postMessage(request);
  });
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
