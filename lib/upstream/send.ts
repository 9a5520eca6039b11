import "server-only";
import type { z } from "zod";
import type { BackendOffer, Operation } from "@/lib/operations";
import type { Caller } from "./caller";
import { upstreamFetch } from "./fetch";
import { upstreamPath } from "./paths";
import { journalledWrite } from "@/lib/write-journal";

// A backend's reads and writes over the one upstream exchange: the operation's path on that
// backend, the token as ?token= on a read and in the body of a write. Each adapter (lib/backends/)
// makes its own pair from its paths; features call them through lib/upstream/call.ts.

type Query = Record<string, string | number | boolean | undefined>;
export type GetOptions = { segments?: string[]; query?: Query };
export type PostOptions = { idempotencyKey?: string; timeoutMs?: number };

export type Calls = {
  get<S extends z.ZodType>(schema: S, caller: Caller, operation: Operation, options?: GetOptions): Promise<z.output<S>>;
  post<S extends z.ZodType>(schema: S, caller: Caller, operation: Operation, body: Record<string, unknown>, options?: PostOptions): Promise<z.output<S>>;
};

/** The calls of a backend with these paths; `afterWrite` runs after every write, whatever its outcome (a cache the write may have made stale). */
export function callsOn(backend: BackendOffer, { afterWrite }: { afterWrite?: (caller: Caller) => void } = {}): Calls {
  return {
    async get(schema, caller, operation, { segments = [], query } = {}) {
      const path = upstreamPath(backend, caller.role, operation, ...segments);
      return upstreamFetch(schema, { method: "GET", path, token: caller.token, query, operation });
    },
    async post(schema, caller, operation, body, { idempotencyKey, timeoutMs } = {}) {
      const path = upstreamPath(backend, caller.role, operation);
      const send = () => upstreamFetch(schema, { method: "POST", path, token: caller.token, body, idempotencyKey, timeoutMs, operation });
      try {
        // Signing out changes no record: every other write is journalled (lib/write-journal.ts).
        return await (operation === "logout" ? send() : journalledWrite({ operation, body }, send));
      } finally {
        afterWrite?.(caller);
      }
    },
  };
}
