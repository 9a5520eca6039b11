// Graceful stop of the HTTP server: refuse new connections at once, let the requests already
// in flight finish (up to a grace period), then close every connection. Node's server.close()
// alone waits for kept-alive sockets to time out, and closeAllConnections() alone cuts answers
// off mid-way; counting the requests in flight gives the moment in between.
import type { Server } from "node:http";

export interface Drainer {
  /** Stops accepting, waits for the requests in flight (at most graceMs), closes the rest. */
  drain(graceMs: number): Promise<{ cutOff: number }>;
}

export function trackRequests(server: Server): Drainer {
  let inFlight = 0;
  let onIdle: (() => void) | undefined;
  server.on("request", (_req, res) => {
    inFlight++;
    // 'close' comes once per response, after it was sent or when its client went away.
    res.once("close", () => {
      inFlight--;
      if (inFlight === 0) onIdle?.();
    });
  });

  return {
    async drain(graceMs) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      if (inFlight > 0) {
        await new Promise<void>((resolve) => {
          onIdle = resolve;
          timer = setTimeout(resolve, graceMs);
        });
      }
      clearTimeout(timer);
      const cutOff = inFlight;
      // Kept-alive sockets that served their last answer, and whatever outlived the grace period.
      server.closeAllConnections();
      await closed;
      return { cutOff };
    },
  };
}
