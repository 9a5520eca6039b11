// The upstream calls the BFF's handlers make, as "METHOD /path". The BFF's client speaks
// node:http (lib/upstream/exchange.ts), which announces every request it sends on this channel.
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { ClientRequest } from "node:http";
import { afterAll, beforeAll } from "vitest";

const CHANNEL = "http.client.request.start";

/** Records the requests to the upstream at `upstreamUrl()` (known once it runs) during the file's tests. */
export function upstreamCallsForFile(upstreamUrl: () => string): string[] {
  const calls: string[] = [];
  const onRequest = (message: unknown) => {
    const { request } = message as { request: ClientRequest };
    if (request.getHeader("host") === new URL(upstreamUrl()).host) calls.push(`${request.method} ${request.path.split("?")[0]}`);
  };
  beforeAll(() => subscribe(CHANNEL, onRequest));
  afterAll(() => unsubscribe(CHANNEL, onRequest));
  return calls;
}
