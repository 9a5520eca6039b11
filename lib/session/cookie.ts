// The sealed session cookie: what it holds, how it is sealed and read, and its attributes.
// No "server-only" import: proxy.ts uses this too, and it never reaches a client bundle.
import { sealData, unsealData } from "iron-session";
import { normalizeRole, type Role } from "../roles";
import { settings } from "../settings";
import { sealMemo } from "./memo";

/** One hour, absolute: set at sign-in and never extended. */
export const SESSION_TTL_MS = 3_600_000;

export type SessionData = {
  /** The session's id in the registry (lib/session-registry): valid only while registered there. */
  sid: string;
  /** The panel's identity of the account (lib/identity), bound at its first sign-in; the registry checks it too. */
  accountId: string;
  token: string;
  role: Role;
  name: string;
  /** Epoch milliseconds; the session is refused at or after this instant. */
  expiresAt: number;
};

const memo = sealMemo<SessionData>();

/** `__Host-` requires Secure, so it is used only when the panel is served over https. */
export const SECURE_COOKIE_NAME = "__Host-panel-session";
export const PLAIN_COOKIE_NAME = "panel-session";
export const COOKIE_NAMES = [SECURE_COOKIE_NAME, PLAIN_COOKIE_NAME] as const;

function sessionPassword(): string {
  // A set but short SESSION_PASSWORD stops the start (lib/settings); unset, only sign-in fails.
  const password = settings().sessionPassword;
  if (!password) {
    throw new Error(
      "SESSION_PASSWORD must be set to a random string of at least 32 characters " +
        "(for example: openssl rand -base64 32). `npm start` and `npm run dev` generate one when it is unset.",
    );
  }
  return password;
}

// iron-session's own ttl is a backstop a minute past our absolute expiry; expiresAt is the rule.
const SEAL_TTL_SECONDS = SESSION_TTL_MS / 1000 + 60;

export async function sealSession(data: SessionData): Promise<string> {
  return sealData(data, { password: sessionPassword(), ttl: SEAL_TTL_SECONDS });
}

/** The session in the cookie, or null when it is missing, forged, malformed or past its hour. */
export async function unsealSession(seal: string | undefined, now = Date.now()): Promise<SessionData | null> {
  if (!seal) return null;
  const password = sessionPassword();
  const session = memo.recall(seal, password) ?? (await unsealFresh(seal, password));
  if (!session) return null;
  if (now >= session.expiresAt) {
    memo.forget(seal);
    return null;
  }
  memo.remember(seal, password, session);
  return session;
}

async function unsealFresh(seal: string, password: string): Promise<SessionData | null> {
  let raw: Partial<SessionData>;
  try {
    raw = await unsealData<Partial<SessionData>>(seal, { password, ttl: SEAL_TTL_SECONDS });
  } catch {
    return null;
  }
  const { sid, accountId, token, role, name, expiresAt } = raw;
  // A seal without a session id or an account identity is from an older panel: signed out, as if ended.
  if (typeof sid !== "string" || !sid || typeof accountId !== "string" || !accountId) return null;
  if (typeof token !== "string" || !token || typeof name !== "string" || typeof expiresAt !== "number") return null;
  return { sid, accountId, token, role: normalizeRole(role), name, expiresAt };
}

export function isSecureRequest(url: string, forwardedProto: string | null): boolean {
  if (forwardedProto) return forwardedProto.split(",")[0].trim() === "https";
  return url.startsWith("https:");
}

export function sessionCookie(secure: boolean, value: string, expiresAt: number) {
  return {
    name: secure ? SECURE_COOKIE_NAME : PLAIN_COOKIE_NAME,
    value,
    httpOnly: true,
    sameSite: "strict" as const,
    path: "/",
    secure,
    maxAge: Math.max(0, Math.floor((expiresAt - Date.now()) / 1000)),
  };
}

type CookieReader = { get(name: string): { value: string } | undefined };

/**
 * The sealed session of a request. Over https only the `__Host-` cookie counts: a plain-named one
 * could have been planted over http or by a sibling domain, which `__Host-` rules out.
 */
export function readSessionSeal(cookies: CookieReader, { secure = false }: { secure?: boolean } = {}): string | undefined {
  for (const name of secure ? [SECURE_COOKIE_NAME] : COOKIE_NAMES) {
    const value = cookies.get(name)?.value;
    if (value) return value;
  }
  return undefined;
}
