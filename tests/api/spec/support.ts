// The BFF's route handlers against the spec-only test upstream (tests/spec-upstream): one per
// test file, started in this process, with the demo logins signed in once. As in ../bff/support.ts
// each file replaces the session module:
//   vi.mock("@/lib/session", async () => (await import("../spec/support")).sessionMock);
// Each answer lists the upstream calls its handler made, with their query (token left out).
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { ClientRequest } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Role } from "@/lib/roles";
import type { SessionData } from "@/lib/session/cookie";
import { currentBackend, forgetBackend } from "@/lib/backends";
import { startSpecUpstream, type SpecUpstream, type SpecUpstreamOptions } from "@/tests/spec-upstream";
import { client, LOGINS } from "@/tests/spec-upstream/test-client";
import { handlerCalls, type Answer, type Handler } from "../bff/handler-calls";

export const CALL_MAP = path.resolve("tests/spec-upstream/upstream-calls.json");
const state: { session: SessionData | null } = { session: null };

export const sessionMock = { getSession: async () => state.session };

export type { Answer };

export type SpecBff = {
  up: () => SpecUpstream;
  tokens: Record<Role, string>;
  signIn(role: Role): void;
  get(handler: Handler, path: string, params?: Record<string, string>, headers?: Record<string, string>): Promise<Answer>;
  send(
    handler: Handler,
    method: "POST" | "PUT" | "DELETE",
    path: string,
    body?: unknown,
    options?: { params?: Record<string, string>; key?: string },
  ): Promise<Answer>;
};

/**
 * A spec backend for the file's tests: `mapped` reads the operator's example mapping
 * (tests/spec-upstream/upstream-calls.json) and turns on the backend's calls it maps.
 */
export function specBffForFile({ mapped = true, ...options }: SpecUpstreamOptions & { mapped?: boolean } = {}): SpecBff {
  let up: SpecUpstream;
  const tokens = {} as Record<Role, string>;
  const calls: string[] = [];
  const onRequest = (message: unknown) => {
    const { request } = message as { request: ClientRequest };
    if (!up || request.getHeader("host") !== new URL(up.url).host) return;
    const url = new URL(request.path, up.url);
    url.searchParams.delete("token");
    calls.push(`${request.method} ${url.pathname}${url.search}`);
  };
  beforeAll(async () => {
    up = await startSpecUpstream({ port: 0, unshownCalls: mapped, ...options });
    process.env.UPSTREAM_URL = up.url;
    process.env.UPSTREAM_DIALECT = "auto";
    if (mapped) process.env.UPSTREAM_CALLS_FILE = CALL_MAP;
    else delete process.env.UPSTREAM_CALLS_FILE;
    forgetBackend();
    await currentBackend();
    const login = client(up.url).login;
    for (const role of Object.keys(LOGINS) as Role[]) tokens[role] = await login(role);
    subscribe("http.client.request.start", onRequest);
  });
  afterAll(async () => {
    unsubscribe("http.client.request.start", onRequest);
    forgetBackend();
    await up?.close();
  });
  beforeEach(() => {
    calls.length = 0;
    state.session = null;
  });

  const { get, send } = handlerCalls(calls);
  return {
    up: () => up,
    tokens,
    signIn(role) {
      state.session = { sid: `test-${role}`, accountId: `test-${role}`, role, name: LOGINS[role][0], token: tokens[role], expiresAt: Date.now() + 3_600_000 };
    },
    get,
    send: (handler, method, path, body, { params, key } = {}) => send(handler, method, path, body, { params, headers: key ? { "idempotency-key": key } : {} }),
  };
}
