// The reuse of a deleted account's name, as one scenario run on both upstreams (the reference
// one and the spec-only one): a reseller creates a dealer, the dealer signs in, sets up an
// authenticator app and reminders (with its stored password); the reseller deletes it and creates
// a new dealer of the same name. The old session is refused on every panel-only screen, and the
// new dealer signs in without a second factor and sees no reminders.
//
// Signing in is the sign-in handler's own steps (lib/upstream/auth, lib/identity, lib/session-registry)
// without its captcha; the session module is replaced so that a session counts only while the
// registry has it, as lib/session's getSession does.
import { generate } from "otplib";
import { expect } from "vitest";
import { DELETE as deleteAccount } from "@/features/accounts/server/routes/account";
import { POST as addAccount } from "@/features/accounts/server/routes/accounts";
import { PUT as saveReminders } from "@/features/reminders/server/routes/reminders";
import { GET as reminderLog } from "@/features/reminders/server/routes/log";
import { GET as security } from "@/features/security/server/routes/security";
import { POST as startTotp } from "@/features/security/server/routes/totp";
import { POST as confirmTotp } from "@/features/security/server/routes/totp-confirm";
import { GET as sessions } from "@/features/sessions/server/routes/sessions";
import { bindAccount } from "@/lib/identity/accounts";
import { defaultSettings, readAccount } from "@/features/reminders/server/repo";
import type { Role } from "@/lib/roles";
import type { SessionData } from "@/lib/session/cookie";
import { isRegistered, newSessionId, registerSession } from "@/lib/session-registry";
import { panelStore } from "@/lib/store";
import { factorSummary } from "@/features/security/two-factor/factors";
import { secondFactorStep } from "@/features/security/two-factor/sign-in";
import { authenticate } from "@/lib/upstream/auth";
import type { Answer, Handler } from "../bff/handler-calls";
import { current } from "./registered-session";

type Send = (
  handler: Handler,
  method: "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
  options?: { params?: Record<string, string> },
) => Promise<Answer>;
type Get = (handler: Handler, path: string, params?: Record<string, string>) => Promise<Answer>;

/** The sign-in handler's steps after the captcha: the upstream takes the password, the identity is bound, the session registered. */
async function signIn(login: string, password: string): Promise<SessionData> {
  const upstream = await authenticate({ login, password, captchaForUpstream: "x" });
  const accountId = await bindAccount(upstream.role, upstream.name);
  const now = Date.now();
  const session: SessionData = { ...upstream, accountId, sid: newSessionId(), expiresAt: now + 3_600_000 };
  await registerSession({
    id: session.sid,
    accountId,
    account: session.name,
    role: session.role,
    startedAt: now,
    lastUsedAt: now,
    expiresAt: session.expiresAt,
    browser: "Firefox 132 on Linux",
    address: "198.51.100.9",
  });
  return session;
}

async function rowsOf(accountId: string): Promise<number> {
  const store = await panelStore();
  let count = 0;
  for (const table of ["session_registry", "two_factor_totp", "two_factor_recovery_codes", "reminder_accounts", "reminder_deliveries"]) {
    const [row] = await store.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${table} WHERE account_id = $1`, [accountId]);
    count += Number(row.n);
  }
  return count;
}

export async function reuseScenario({ send, get, parent, name }: { send: Send; get: Get; parent: [string, string]; name: string }): Promise<void> {
  const password = "reuse1234";
  const reseller = await signIn(...parent);
  current.session = reseller;
  const created = await send(addAccount, "POST", "/api/accounts/dealers", { login: name, password, description: "" }, { params: { kind: "dealers" } });
  expect(created.status).toBe(200);

  // The first dealer: an authenticator app, reminder rules and its stored password.
  const old = await signIn(name, password);
  current.session = old;
  const started = await send(startTotp, "POST", "/api/security/totp", {});
  expect(started.status).toBe(200);
  const confirmed = await send(confirmTotp, "POST", "/api/security/totp/confirm", { code: await generate({ secret: started.body.secret }) });
  expect(confirmed.status).toBe(200);
  const rules = { ...defaultSettings(), enabled: true, timeZone: "UTC", digestEmail: "old-owner@example.com" };
  // The rules and the stored password are saved together, as the Reminders screen's one form does.
  expect((await send(saveReminders, "PUT", "/api/reminders", { ...rules, password })).status).toBe(200);
  const oldAccount = { id: old.accountId, role: "dealer" as Role, name };
  expect((await factorSummary(oldAccount)).totp).not.toBeNull();
  expect(await readAccount(await panelStore(), { accountId: old.accountId, role: "dealer", name })).toMatchObject({ digestEmail: "old-owner@example.com" });

  // The reseller deletes it: its session ends at once, its records go.
  current.session = reseller;
  const deleted = await send(deleteAccount, "DELETE", `/api/accounts/dealers/${name}`, undefined, { params: { kind: "dealers", name } });
  expect(deleted.status).toBe(200);
  expect(await isRegistered(old)).toBe(false);
  expect(await rowsOf(old.accountId)).toBe(0);
  current.session = old;
  for (const [handler, path] of [
    [security, "/api/security"],
    [sessions, "/api/sessions"],
    [reminderLog, "/api/reminders/log"],
  ] as const) {
    expect((await get(handler, path)).status, path).toBe(401);
  }
  expect((await send(startTotp, "POST", "/api/security/totp", {})).status).toBe(401);

  // A new dealer of the same name starts with nothing.
  current.session = reseller;
  const again = await send(
    addAccount,
    "POST",
    "/api/accounts/dealers",
    { login: name, password: "other1234", description: "" },
    { params: { kind: "dealers" } },
  );
  expect(again.status).toBe(200);
  const fresh = await signIn(name, "other1234");
  expect(fresh.accountId).not.toBe(old.accountId);
  const freshAccount = { id: fresh.accountId, role: "dealer" as Role, name };
  expect(await secondFactorStep(freshAccount)).toBeNull();
  current.session = fresh;
  expect((await get(security, "/api/security")).body.factors).toEqual({ totp: null, passkeys: [], recoveryCodesLeft: 0 });
  expect((await get(reminderLog, "/api/reminders/log")).body).toMatchObject({ rows: [], total: 0 });
  expect(await readAccount(await panelStore(), { accountId: fresh.accountId, role: "dealer", name })).toBeNull();
  // The old cookie stays refused, the new owner's session is its own.
  expect(await isRegistered(old)).toBe(false);
  expect(await isRegistered({ ...old, accountId: fresh.accountId })).toBe(false);
  expect((await get(sessions, "/api/sessions")).body.sessions).toHaveLength(1);
}
