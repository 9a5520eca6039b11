import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { Target } from "./address-guard";

// One delivery over HTTP: a POST of the signed body to the checked address (never a second DNS
// answer), no redirect followed, cut after `timeoutMs` in all and after `maxBytes` of answer, so
// a slow or endless receiver holds a delivery slot for a bounded time and a bounded memory.

export type SendLimits = { timeoutMs: number; maxBytes: number };
export type SendResult = { status: number | null; ms: number; error: string };

export const DEFAULT_LIMITS: SendLimits = { timeoutMs: 10_000, maxBytes: 64 * 1024 };

export function post(target: Target, headers: Record<string, string>, body: string, limits: SendLimits = DEFAULT_LIMITS): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  // The socket connects to the address the guard checked, whatever the name resolves to now.
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const { url } = target;
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (status: number | null, error: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve({ status, ms: elapsed(), error });
    };
    const request = client.request(
      url,
      {
        method: "POST",
        lookup: pinned,
        agent: false,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "reseller-panel-webhooks/1",
        },
      },
      (response) => {
        const status = response.statusCode ?? null;
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > limits.maxBytes) finish(status, `the answer was larger than ${limits.maxBytes} bytes`);
        });
        response.on("end", () => finish(status, status !== null && status >= 200 && status < 300 ? "" : `answered HTTP ${status}`));
        response.on("error", (error) => finish(status, error.message));
      },
    );
    const timer = setTimeout(() => finish(null, `no complete answer within ${limits.timeoutMs} ms`), limits.timeoutMs);
    request.on("error", (error) => finish(null, error.message));
    request.end(body);
  });
}
