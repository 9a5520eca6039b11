// Export a list: the worker fetches every matching row and builds the declared table; the page
// shows its progress and saves the file. Loaded on the first click (dynamic import), so none of
// this is in the page's first load.
import { ApiError, leaveIfSessionEnded } from "@/lib/browser/api";
import { todayIso } from "@/lib/format";
import { saveFile } from "@/lib/browser/save-file";
import type { ExportQuery } from "./fetch-all-pages";
import type { ExportFormat, ExportMessage, ExportRequest } from "./protocol";
import type { ExportKind } from "./kinds";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/i18n/locales";
import { loadExportMessages } from "./texts";
import { dropWorker, keepWorker, prepareWorker, takeWorker } from "./warm-worker";

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
  const request = language().then((words): ExportRequest => ({ format, kind, today: todayIso(), ...words, source: { api, query, expectedRows } }));
  const { blob, file } = await buildInWorker(request, (share) => onProgress(Math.floor(share * FETCH_SHARE)), signal);
  onProgress(100);
  saveFile(blob, file);
}

/** Export rows the page already holds (a bulk renew's summary): no fetching, the same worker and file. */
export async function exportRows({
  format,
  kind,
  rows,
  signal,
}: {
  format: ExportFormat;
  kind: ExportKind;
  rows: unknown[];
  signal?: AbortSignal;
}): Promise<void> {
  const request = language().then((words): ExportRequest => ({ format, kind, today: todayIso(), ...words, source: { rows } }));
  const { blob, file } = await buildInWorker(request, () => {}, signal);
  saveFile(blob, file);
}

/** The page's language (the root layout's <html lang>) and the export's words in it. */
async function language(): Promise<{ locale: Locale; messages: ExportRequest["messages"] }> {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  return { locale, messages: await loadExportMessages(locale) };
}

/** Ahead of an export: its code, and a worker to run it (./warm-worker.ts), start while the pointer or the focus is on its button. */
export function prepareExport(): void {
  prepareWorker();
}

/**
 * Builds the file in a worker, which starts (or is handed over, waiting) while the request's words
 * load. A worker whose export ends in a file waits for the next export. One refused, stopped or
 * broken is ended: after a refusal its other pages may still be on their way, and their progress
 * must not reach the next export.
 */
async function buildInWorker(
  request: Promise<ExportRequest>,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; file: string }> {
  const worker = takeWorker();
  let message: ExportRequest;
  try {
    message = await request;
    signal?.throwIfAborted();
  } catch (error) {
    // Nothing was asked of it: it can wait for the next export.
    keepWorker(worker);
    throw error;
  }
  return new Promise((resolve, reject) => {
    const finish = (keep: boolean) => {
      signal?.removeEventListener("abort", onAbort);
      worker.onmessage = null;
      worker.onerror = null;
      if (keep) keepWorker(worker);
      else dropWorker(worker);
    };
    const onAbort = () => {
      finish(false);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.onmessage = ({ data }: MessageEvent<ExportMessage>) => {
      if (data.type === "progress") return onProgress(data.share);
      finish(data.type === "done");
      if (data.type === "done") return resolve({ blob: data.blob, file: data.file });
      const error = new ApiError(data.message, data.status);
      leaveIfSessionEnded(error);
      reject(error);
    };
    worker.onerror = (event) => {
      finish(false);
      event.preventDefault();
      reject(new Error("The file could not be created"));
    };
    worker.postMessage(message);
  });
}
