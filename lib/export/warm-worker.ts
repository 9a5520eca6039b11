// The export worker outlives its export for a while, and is started when an Export button is
// reached for. Starting one (a thread, the export's modules fetched and compiled) was most of the
// wait between a click and the export's first request, and a fresh worker loaded
// papaparse or jsPDF again for every file (docs/performance.md). At most one worker waits; it is
// ended after IDLE_WORKER_MS unused, since it holds the export code (jsPDF's is large). Only a
// worker whose export ended in a file is kept; one refused, stopped or broken is ended, never
// handed to the next export (lib/export/run-export.ts).

/** An idle worker is ended after this long without an export. */
export const IDLE_WORKER_MS = 60_000;

let waiting: { worker: Worker; timer: ReturnType<typeof setTimeout> } | undefined;
/** Workers handed to exports and not yet given back: one in use is kept when its export ends, so none is prepared meanwhile. */
let inUse = 0;

// The literal `new URL(..., import.meta.url)` is what lets the bundler emit the worker as its own chunk.
// The worker's entry is the app's (app/_exports/export-worker.ts): it holds every feature's export
// table, which the kit may not import.
const startWorker = () => new Worker(new URL("../../app/_exports/export-worker.ts", import.meta.url), { type: "module", name: "export" });

/** A worker for one export: the one waiting, else a new one. Given back with keepWorker or dropWorker. */
export function takeWorker(): Worker {
  inUse++;
  if (!waiting) return startWorker();
  const { worker, timer } = waiting;
  clearTimeout(timer);
  waiting = undefined;
  worker.onerror = null;
  return worker;
}

/** A worker whose export ended in a file (or that was never asked for one): it waits for the next export, unless one waits already. */
export function keepWorker(worker: Worker): void {
  inUse--;
  park(worker);
}

/** A worker whose export was refused, stopped or broke: ended. */
export function dropWorker(worker: Worker): void {
  inUse--;
  worker.terminate();
}

/** Starts a worker ahead of an export (the pointer or the focus is on an Export button), unless one waits or is in use. */
export function prepareWorker(): void {
  if (!waiting && inUse === 0) park(startWorker());
}

function park(worker: Worker): void {
  if (waiting) return worker.terminate();
  const end = () => {
    if (waiting?.worker === worker) {
      clearTimeout(waiting.timer);
      waiting = undefined;
    }
    worker.terminate();
  };
  // One that fails while it waits (its script could not be loaded, after a deploy) would leave the next export waiting forever.
  worker.onerror = end;
  waiting = { worker, timer: setTimeout(end, IDLE_WORKER_MS) };
}
