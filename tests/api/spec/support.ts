// The BFF's route handlers against the spec-only test upstream (tests/spec-upstream): one per
// test file, started in this process, with the demo logins signed in once. As in ../bff/support.ts
// each file replaces the session module:
//   vi.mock("@/lib/session", async () => (await import("../spec/support")).sessionMock);
// Each answer lists the upstream calls its handler made, with their query (token left out).
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { ClientRequest } from "node:http";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Role } from "@/lib/roles";
import type { SessionData } from "@/lib/session-cookie";
import { currentBackend, forgetBackend } from "@/lib/upstream/backend";
import { startSpecUpstream, type SpecUpstream, type SpecUpstreamOptions } from "@/tests/spec-upstream";
import { client, LOGINS } from "@/tests/spec-upstream/test-client";

const PANEL = "http://panel.test";
export const CALL_MAP = path.resolve("tests/spec-upstream/upstream-calls.json");
const state: { session: SessionData | null } = { session: null };

export const sessionMock = { getSession: async () => state.session };

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
// Tests read many answer shapes; `any` keeps each assertion short, and the assertions check the shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; body: any; forwarded: string[] };

export type SpecBff = {
  up: () => SpecUpstream;
  tokens: Record<Role, string>;
  signIn(role: Role): void;
  get(handler: Handler, path: string, params?: Record<string, string>): Promise<Answer>;
  send(handler: Handler, method: "POST" | "PUT" | "DELETE", path: string, body?: unknown, options?: { params?: Record<string, string>; key?: string }): Promise<Answer>;
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

  async function run(handler: Handler, request: NextRequest, params: Record<string, string> = {}): Promise<Answer> {
    const before = calls.length;
    const response = await handler(request, { params: Promise.resolve(params) });
    return { status: response.status, body: await response.json(), forwarded: calls.slice(before) };
  }

  return {
    up: () => up,
    tokens,
    signIn(role) {
      state.session = { role, name: LOGINS[role][0], token: tokens[role], expiresAt: Date.now() + 3_600_000 };
    },
    get: (handler, path, params) => run(handler, new NextRequest(`${PANEL}${path}`), params),
    send: (handler, method, path, body, { params, key } = {}) =>
      run(
        handler,
        new NextRequest(`${PANEL}${path}`, {
          method,
          headers: { origin: PANEL, "content-type": "application/json", "x-panel-request": "1", ...(key ? { "idempotency-key": key } : {}) },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
        params,
      ),
  };
}
