// "Your sessions" and the registry through the BFF, on the reference upstream: the list, ending
// one or all others, an account above ending a sub-account's sessions (its subtree only), a
// password change ending the account's sessions, and sign-in bursts against the throttle.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as loginPOST } from "@/features/sign-in/server/routes/login";
import { POST as passwordPOST } from "@/features/accounts/server/routes/account-password";
import { DELETE as endOnePOST } from "@/features/sessions/server/routes/session";
import { DELETE as endAccountDELETE } from "@/features/sessions/server/routes/account-sessions";
import { DELETE as endOthersDELETE } from "@/features/sessions/server/routes/other-sessions";
import { GET as listGET } from "@/features/sessions/server/routes/sessions";
import { ROLE_REFUSED_MESSAGE } from "@/lib/api/route";
import { resetLoginThrottle, THROTTLE } from "@/lib/auth/login-throttle";
import type { Role } from "@/lib/roles";
import { isRegistered, listSessions, newSessionId, registerSession, type SessionRecord } from "@/lib/session-registry";
import { publicSessionId } from "@/lib/session-registry/view";
import { panelStore } from "@/lib/store";
import { PANEL } from "./handler-calls";
import { bffForFile } from "./support";
import { upstreamCallsForFile } from "./upstream-calls";
import { freshPgliteDir } from "../../support/fresh-pglite";

vi.mock("@/lib/session", async () => (await import("./support")).sessionMock);
process.env.PANEL_STORE_DIR = freshPgliteDir();

const bff = bffForFile();
// Opened (and migrated) before the first test, as the panel's start does.
beforeAll(() => panelStore().then(() => undefined), 120_000);
const upstreamCalls = upstreamCallsForFile(() => bff.up.url);

/**
 * A registered session of `account`; `id` as the harness's signed-in session has it when given.
 * Its identity is `test-<name>`, as the harness's signed-in session's (bff/support.ts), bound here
 * as a sign-in would.
 */
async function sessionOf(account: string, role: Role, id = newSessionId(), startedAt = Date.now()): Promise<SessionRecord> {
  const accountId = `test-${account}`;
  await (await panelStore()).query("INSERT INTO panel_accounts (id, role, name) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING", [accountId, role, account]);
  const record = {
    id,
    accountId,
    account,
    role,
    startedAt,
    lastUsedAt: startedAt,
    expiresAt: startedAt + 3_600_000,
    browser: "Firefox 132 on Linux",
    address: "198.51.100.4",
  };
  await registerSession(record);
  return record;
}
const cookie = (r: SessionRecord) => ({ sid: r.id, accountId: r.accountId, name: r.account, role: r.role });

describe("Your sessions", () => {
  it("lists the account's sessions only, newest first, this one marked, without any registry id", async () => {
    const mine = await sessionOf("reseller", "reseller", "test-reseller", Date.now() - 1_000);
    const other = await sessionOf("reseller", "reseller");
    await sessionOf("dealer", "dealer");
    bff.signIn("reseller");
    const answer = await bff.get(listGET, "/api/sessions");
    expect(answer.status).toBe(200);
    expect(answer.body.sessions).toEqual([
      {
        id: publicSessionId(other.id),
        startedAt: other.startedAt,
        lastUsedAt: other.lastUsedAt,
        browser: "Firefox 132 on Linux",
        address: "198.51.100.4",
        current: false,
      },
      {
        id: publicSessionId(mine.id),
        startedAt: mine.startedAt,
        lastUsedAt: mine.lastUsedAt,
        browser: "Firefox 132 on Linux",
        address: "198.51.100.4",
        current: true,
      },
    ]);
    expect(JSON.stringify(answer.body)).not.toContain(other.id);
    expect(answer.forwarded).toEqual([]);
  });

  it("ends one other session by its id, and not another account's", async () => {
    await sessionOf("manager", "manager", "test-manager");
    const other = await sessionOf("manager", "manager");
    const someoneElse = await sessionOf("admin", "admin");
    bff.signIn("manager");
    const foreign = await bff.send(endOnePOST, "DELETE", `/api/sessions/${publicSessionId(someoneElse.id)}`, undefined, {
      params: { id: publicSessionId(someoneElse.id) },
    });
    expect(foreign).toMatchObject({ status: 404, body: { message: "This session has ended already." } });
    expect(await isRegistered(cookie(someoneElse))).toBe(true);
    const ended = await bff.send(endOnePOST, "DELETE", `/api/sessions/${publicSessionId(other.id)}`, undefined, { params: { id: publicSessionId(other.id) } });
    expect(ended).toEqual({ status: 200, body: { ended: 1, current: false }, forwarded: [] });
    expect(await isRegistered(cookie(other))).toBe(false);
    expect(await isRegistered({ sid: "test-manager", accountId: "test-manager", name: "manager", role: "manager" })).toBe(true);
  });

  it("ends all the other sessions and keeps this one", async () => {
    const mine = await sessionOf("admin", "admin", "test-admin");
    const others = [await sessionOf("admin", "admin"), await sessionOf("admin", "admin")];
    bff.signIn("admin");
    expect(await bff.send(endOthersDELETE, "DELETE", "/api/sessions/others")).toMatchObject({ status: 200, body: { ended: expect.any(Number) } });
    for (const other of others) expect(await isRegistered(cookie(other))).toBe(false);
    expect(await isRegistered(cookie(mine))).toBe(true);
    expect((await listSessions({ accountId: "test-admin" })).map((r) => r.id)).toEqual([mine.id]);
  });

  it("refuses without a session, and a write without the panel's CSRF header, ending nothing", async () => {
    const target = await sessionOf("reseller", "reseller");
    bff.signIn(null);
    expect((await bff.get(listGET, "/api/sessions")).status).toBe(401);
    expect((await bff.send(endOthersDELETE, "DELETE", "/api/sessions/others")).status).toBe(401);
    bff.signIn("reseller");
    const forged = await endOthersDELETE(
      new NextRequest(`${PANEL}/api/sessions/others`, { method: "DELETE", headers: { origin: PANEL, "content-type": "application/json" } }),
      { params: Promise.resolve({}) },
    );
    expect(forged.status).toBe(403);
    expect(await isRegistered(cookie(target))).toBe(true);
  });
});

describe("an account above", () => {
  const endAll = (kind: string, name: string) =>
    bff.send(endAccountDELETE, "DELETE", `/api/sessions/accounts/${kind}/${name}`, undefined, { params: { kind, name } });

  it("ends every session of a sub-account in its subtree, after asking the upstream for it", async () => {
    const sessions = [await sessionOf("dealer_ny", "dealer"), await sessionOf("dealer_ny", "dealer")];
    bff.signIn("reseller");
    const answer = await endAll("dealers", "dealer_ny");
    expect(answer).toMatchObject({ status: 200, body: { ended: 2 } });
    // (A GET met by a socket the upstream closed is sent again: the same call, twice.)
    expect(new Set(answer.forwarded)).toEqual(new Set(["GET /reseller/dealer/dealer_ny"]));
    for (const s of sessions) expect(await isRegistered(cookie(s))).toBe(false);
  });

  it("cannot end the sessions of an account outside its subtree, nor may a dealer", async () => {
    const outside = await sessionOf("bw_miami", "dealer");
    bff.signIn("reseller");
    expect(await endAll("dealers", "bw_miami")).toMatchObject({ status: 404, body: { message: expect.stringMatching(/not found/) } });
    expect(await isRegistered(cookie(outside))).toBe(true);
    bff.signIn("dealer");
    expect(await endAll("dealers", "bw_miami")).toEqual({ status: 403, body: { message: ROLE_REFUSED_MESSAGE }, forwarded: [] });
    expect(await isRegistered(cookie(outside))).toBe(true);
  });

  it("ends a sub-account's sessions by changing its password", async () => {
    const session = await sessionOf("quickstream", "dealer");
    bff.signIn("reseller");
    const changed = await bff.send(
      passwordPOST,
      "POST",
      "/api/accounts/dealers/quickstream/password",
      { password: "newpw1234", confirm: "newpw1234" },
      { params: { kind: "dealers", name: "quickstream" } },
    );
    expect(changed.status).toBe(200);
    expect(await isRegistered(cookie(session))).toBe(false);
  });
});

describe("sign-in bursts", () => {
  const wrongLogin = (login: string, address: string) =>
    loginPOST(
      new NextRequest(`${PANEL}/api/auth/login`, {
        method: "POST",
        headers: { origin: PANEL, "content-type": "application/json", "x-panel-request": "1", "x-panel-peer-address": address },
        body: JSON.stringify({ login, password: "wrong-password", captcha: "recaptcha-token" }),
      }),
    );
  const authenticateCalls = () => upstreamCalls.filter((call) => call === "POST /authenticate").length;

  it("lets no more than the limits reach the upstream: 40 at once on one login, and 40 over 40 logins", async () => {
    // reCAPTCHA mode: the panel passes any token on (the test upstream checks none), so 40 tries need no 40 solved ALTCHAs.
    vi.stubEnv("RECAPTCHA_SITE_KEY", "test-site-key");
    resetLoginThrottle();
    try {
      let before = authenticateCalls();
      const burst = await Promise.all(Array.from({ length: 40 }, () => wrongLogin("dealer", "203.0.113.1")));
      expect(authenticateCalls() - before).toBe(THROTTLE.slowAfter);
      expect(burst.filter((r) => r.status === 401)).toHaveLength(THROTTLE.slowAfter);
      expect(burst.filter((r) => r.status === 429)).toHaveLength(40 - THROTTLE.slowAfter);
      expect(await burst.find((r) => r.status === 429)!.json()).toEqual({
        message: expect.stringMatching(/^Too many failed sign-in attempts\. Try again in \d+ (second|minute)s?\.$/),
      });

      before = authenticateCalls();
      const spread = await Promise.all(Array.from({ length: 40 }, (_, i) => wrongLogin(`guess${i}`, "203.0.113.2")));
      expect(authenticateCalls() - before).toBe(THROTTLE.addressFailures - 1);
      expect(spread.filter((r) => r.status === 429)).toHaveLength(40 - (THROTTLE.addressFailures - 1));
      // Someone else, elsewhere, signing in to the same login is not held back.
      expect((await wrongLogin("dealer", "203.0.113.3")).status).toBe(401);
    } finally {
      vi.unstubAllEnvs();
      resetLoginThrottle();
    }
  });
});
