// In-process API: start the spec-only test upstream on a port (0 = a free one) for tests.
import type { AddressInfo } from "node:net";
import { PHP_NOTICE, type StateSnapshot } from "./control";
import { resetUpstream } from "./control-routes";
import { routesFor } from "./routes";
import { createUpstream, listen } from "./server";
import type { SpecUpstreamOptions } from "./types";
import type { Variant } from "./variants";

export type { StateSnapshot } from "./control";
export type { SpecUpstreamOptions } from "./types";
export type { Variant } from "./variants";

export interface SpecUpstream {
  url: string;
  close(): Promise<void>;
  /** Back to the seed; counters and pending late/drop rules cleared. Tokens stay valid. */
  reset(): void;
  state(): StateSnapshot;
  /** The next `times` calls to `path` (by `account` alone, when given) are committed at once but answered after `ms`. */
  late(path: string, ms: number, times?: number, account?: string): void;
  /** The next `times` calls to `path` (by `account` alone, when given) are committed, then their socket is destroyed unanswered. */
  drop(path: string, times?: number, account?: string): void;
  /** As drop, but the connection is reset (a TCP RST: the client sees ECONNRESET). */
  cut(path: string, times?: number, account?: string): void;
  /**
   * The next `times` calls to `path` are answered `status` with `body` as JSON (or `text` as an
   * HTML page); committed first unless `commit` is false. The default body for a 5xx is PHP's
   * notice after a commit, `{"message":"Undefined index: notify_email"}`, and `{}` otherwise.
   */
  fail(path: string, status: number, times?: number, options?: { body?: unknown; text?: string; commit?: boolean; account?: string }): void;
  /** From now on, answer with these variants (./variants.ts) and this broken field; none: the spec's own shapes. */
  answerAs(variants: Variant[], brokenField?: string): void;
}

export async function startSpecUpstream(options: SpecUpstreamOptions = {}): Promise<SpecUpstream> {
  const opts: SpecUpstreamOptions = { countShape: "bare", listShape: "bare", unshownCalls: false, requireRecaptcha: false, ...options };
  const up = createUpstream(opts, routesFor(opts));
  const host = opts.host ?? "127.0.0.1";
  const server = listen(up, opts.port ?? 4100, host);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
    reset: () => resetUpstream(up),
    state: () => up.controls.snapshot(up.state),
    late: (path, ms, times = 1, account) => up.controls.late(path, ms, times, account),
    drop: (path, times = 1, account) => up.controls.drop(path, times, account),
    cut: (path, times = 1, account) => up.controls.cut(path, times, account),
    fail: (path, status, times = 1, { body, text, commit = true, account } = {}) =>
      up.controls.fail(path, { status, body: body ?? (status >= 500 ? PHP_NOTICE : {}), text, commit }, times, account),
    answerAs: (variants, brokenField) => {
      up.opts.variants = variants;
      up.opts.brokenField = brokenField;
    },
  };
}
