import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { Role } from "@/lib/roles";

// What the server knows about the BFF request it is serving, wherever the code is: its request
// id (sent upstream as X-Request-Id on every call it makes, answered to the browser, and put on
// every log line) and its route (the handler's operation name, for the access log).

export type RequestContext = { requestId: string; route: string; origin?: RequestOrigin };

/**
 * Who a request acts for and how it came: a signed-in browser, an API key (by its name), or the
 * reminder scheduler (by its rule). Set once the caller is known; every upstream write it makes
 * is recorded under it, so a write is never attributed to a person who did not ask for it.
 */
export type RequestOrigin = {
  via: "browser" | "api" | "reminders";
  /** The panel's own id of the account acted for (lib/identity), its name and role. */
  accountId: string;
  account: string;
  role: Role;
  /** The API key's name, or the reminder rule's, when not a browser. */
  means?: string;
  address?: string;
  userAgent?: string;
};

export const REQUEST_ID_HEADER = "x-request-id";
/** An incoming id is kept only when it is a plain token: it goes into logs and upstream headers. */
const SANE_ID = /^[A-Za-z0-9._-]{1,100}$/;

// On globalThis: Next may load this module more than once in a process, and the handler and
// lib/upstream must share one store.
const store = globalThis as { panelRequestContext?: AsyncLocalStorage<RequestContext> };
const storage = (store.panelRequestContext ??= new AsyncLocalStorage<RequestContext>());

/** The browser's (or the proxy's) X-Request-Id when it is sane, else a new one. */
export function requestIdFrom(headers: Headers): string {
  const incoming = headers.get(REQUEST_ID_HEADER)?.trim();
  return incoming && SANE_ID.test(incoming) ? incoming : randomUUID();
}

export function runWithRequestContext<T>(context: RequestContext, run: () => T): T {
  return storage.run(context, run);
}

/** The request being served, or undefined outside one (a test, the server's own start-up). */
export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** Names who the current request acts for; outside a request it does nothing. */
export function setRequestOrigin(origin: RequestOrigin): void {
  const context = storage.getStore();
  if (context) context.origin = origin;
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

// The panel's own server (deploy/server-core.mjs) keeps a record per request and logs an access
// line for every request no handler logged: a BFF handler says it logs its own (with its
// operation's name), so each request has one line. Unset under `next dev` and in tests.
const server = globalThis as { panelServerRequests?: AsyncLocalStorage<{ logged: boolean }> };

/** Tells the panel's server that this request's access line and metrics are the handler's. */
export function markAccessLogged(): void {
  const record = server.panelServerRequests?.getStore();
  if (record) record.logged = true;
}

// The Idempotency-Key of the spend being sent, set by the BFF's one spend entrance (lib/api/spend.ts)
// around the write and read by lib/upstream when it sends it: the key the BFF keeps its intent
// under is the key the backend sees, and no handler carries it from one to the other.
const spends = globalThis as { panelSpendKey?: AsyncLocalStorage<string> };
const spendKeys = (spends.panelSpendKey ??= new AsyncLocalStorage<string>());

export function runWithSpendKey<T>(key: string, run: () => T): T {
  return spendKeys.run(key, run);
}

/** The Idempotency-Key of the spend being sent; undefined outside one. */
export function currentSpendKey(): string | undefined {
  return spendKeys.getStore();
}
