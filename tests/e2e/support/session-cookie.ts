// A session of a test's own, without the sign-in form: signed in through the panel's real
// POST /api/auth/login (its ALTCHA challenge solved here, as the widget would), so it is
// registered like any other (lib/session-registry); the sealed cookie may then be re-sealed with another
// expiry to test the hour. Never the saved sign-ins of auth.setup.ts: ending this session (a
// logout) leaves those alone.
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { sealData, unsealData } from "iron-session";
import type { BrowserContext } from "@playwright/test";
import type { Role } from "@/lib/roles";
import { ACCOUNTS } from "./accounts";
import { E2E } from "./env";

type Sealed = { sid: string; token: string; role: Role; name: string; expiresAt: number };

/** Signs `login` in on the panel at `baseUrl` through its BFF; returns the sealed cookie's value. */
export async function signInThroughApi(login: string, password: string, baseUrl: string = E2E.baseUrl): Promise<string> {
  const challenge = await (await fetch(`${baseUrl}/api/captcha`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { origin: baseUrl, "content-type": "application/json", "x-panel-request": "1" },
    body: JSON.stringify({ login, password, captcha }),
  });
  if (!response.ok) throw new Error(`sign-in of ${login}: HTTP ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("panel-session="));
  if (!cookie) throw new Error(`sign-in of ${login}: no session cookie`);
  return cookie.slice("panel-session=".length).split(";")[0];
}

/**
 * Puts a newly signed-in session of the role's demo account into the browser, its expiry moved
 * when `expiresAt` is given; returns what the cookie holds (its upstream token, to check a revoke).
 */
export async function addSessionCookie(
  context: BrowserContext,
  role: Role,
  { expiresAt, baseUrl = E2E.baseUrl as string }: { expiresAt?: number; baseUrl?: string } = {},
): Promise<Sealed> {
  const account = ACCOUNTS[role];
  const seal = await signInThroughApi(account.login, account.password, baseUrl);
  const session = await unsealData<Sealed>(seal, { password: E2E.sessionPassword, ttl: 3660 });
  const value = expiresAt === undefined ? seal : await sealData({ ...session, expiresAt }, { password: E2E.sessionPassword, ttl: 3660 });
  await context.addCookies([{ name: "panel-session", value, url: baseUrl, httpOnly: true, sameSite: "Strict" }]);
  return { ...session, expiresAt: expiresAt ?? session.expiresAt };
}
