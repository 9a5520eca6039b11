// Export a list: fetch every matching row, build the declared table in a worker, save the file.
// Loaded on the first click (dynamic import), so none of this is in the page's first load.
import { todayIso } from "@/lib/format";
import { fetchAllPages, type ExportQuery } from "./fetch-all-pages";
import type { ExportFormat, ExportRequest, ExportResponse } from "./protocol";
import type { ExportKind } from "./tables";
import { EXPORT_FILE } from "./tables/table";

/** Fetching is most of the wait; the last tenth is building the file. */
const FETCH_SHARE = 90;

type Options = {
  format: ExportFormat;
  kind: ExportKind;
  /** The BFF list endpoint the rows come from, e.g. "/api/clients". */
  api: string;
  query: ExportQuery;
  /** 0 to 100. */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
};

export async function runExport({ format, kind, api, query, onProgress, signal }: Options): Promise<void> {
  onProgress(0);
  const rows = await fetchAllPages(api, query, (share) => onProgress(Math.floor(share * FETCH_SHARE)), signal);
  const blob = await buildInWorker({ format, kind, rows, today: todayIso() }, signal);
  onProgress(100);
  saveBlob(blob, `${EXPORT_FILE}.${format}`);
}

/** Export rows the page already holds (a bulk renew's summary): no fetching, the same worker and file. */
export async function exportRows({ format, kind, rows, signal }: { format: ExportFormat; kind: ExportKind; rows: unknown[]; signal?: AbortSignal }): Promise<void> {
  const blob = await buildInWorker({ format, kind, rows, today: todayIso() }, signal);
  saveBlob(blob, `${EXPORT_FILE}.${format}`);
}

function buildInWorker(request: ExportRequest, signal?: AbortSignal): Promise<Blob> {
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
    worker.onmessage = ({ data }: MessageEvent<ExportResponse>) => {
      finish();
      if (data.ok) resolve(data.blob);
      else reject(new Error(data.message));
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
