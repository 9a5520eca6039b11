// Export the client list: fetch every matching row, build the file in a worker, save it.
// Loaded on the first click (dynamic import), so none of this is in the page's first load.
import { todayIso } from "@/lib/format";
import { CLIENT_EXPORT_FILE } from "./client-table";
import { fetchAllClients, type ExportQuery } from "./fetch-all-clients";
import type { ExportFormat, ExportRequest, ExportResponse } from "./protocol";

/** Fetching is most of the wait; the last tenth is building the file. */
const FETCH_SHARE = 90;

type Options = {
  format: ExportFormat;
  query: ExportQuery;
  /** 0 to 100. */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
};

export async function exportClients({ format, query, onProgress, signal }: Options): Promise<void> {
  onProgress(0);
  const clients = await fetchAllClients(query, (share) => onProgress(Math.floor(share * FETCH_SHARE)), signal);
  const blob = await buildInWorker({ format, clients, today: todayIso(), title: `Clients (${clients.length})` }, signal);
  onProgress(100);
  saveBlob(blob, `${CLIENT_EXPORT_FILE}.${format}`);
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
