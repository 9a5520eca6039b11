// The BFF's route handlers called as Next calls them, against a real reference upstream (one per
// test file, tests/api/upstream/support.ts). The session module reads a cookie, which needs
// Next's request scope, so each test file replaces it:
//   vi.mock("@/lib/session", async () => (await import("./support")).sessionMock);
// and chooses who is signed in with `signIn(role)`. Each answer lists the upstream calls its handler made.
import { beforeAll, beforeEach } from "vitest";
import type { Role } from "@/lib/roles";
import type { SessionData } from "@/lib/session/cookie";
import { currentBackend } from "@/lib/backends";
import { upstreamForFile, type TestUpstream } from "../upstream/support";
import { handlerCalls, type Answer, type Handler, type SendOptions } from "./handler-calls";
import { upstreamCallsForFile } from "./upstream-calls";

const WEB_GLOBALS = { Request: globalThis.Request, Response: globalThis.Response };
const state: { session: SessionData | null } = { session: null };

/** The stand-in for lib/session: the signed-in session is whatever the test chose. */
export const sessionMock = { getSession: async () => state.session };

export type { Answer };

export type Bff = {
  up: TestUpstream;
  /** Signs in as a demo role (its upstream token), or signs out with null. */
  signIn(role: Role | null, token?: string): void;
  get(handler: Handler, path: string, params?: Record<string, string>, headers?: Record<string, string>): Promise<Answer>;
  send(handler: Handler, method: "POST" | "PUT" | "DELETE", path: string, body?: unknown, options?: SendOptions): Promise<Answer>;
};

export function bffForFile(): Bff {
  const up = upstreamForFile();
  const calls = upstreamCallsForFile(() => up.url);
  beforeAll(async () => {
    process.env.UPSTREAM_URL = up.url;
    // The panel asks the upstream its dialect once; asked here, it is not counted as a test's call.
    await currentBackend();
    // @hono/node-server swaps in its own Request and Response classes when the upstream starts in
    // this process; the panel's handlers answer with Next's, which `instanceof Response` must
    // recognise as in a real Next server (where the upstream is another process).
    Object.assign(globalThis, WEB_GLOBALS);
  });
  beforeEach(() => {
    calls.length = 0;
    state.session = null;
  });

  const { get, send } = handlerCalls(calls);
  return {
    up,
    signIn(role, token) {
      state.session = role && {
        sid: `test-${role}`,
        accountId: `test-${role}`,
        role,
        name: role,
        token: token ?? up.tokens[role],
        expiresAt: Date.now() + 3_600_000,
      };
    },
    get,
    send,
  };
}
