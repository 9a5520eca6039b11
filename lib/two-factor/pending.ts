import "server-only";
import { randomBytes } from "node:crypto";
import type { NextRequest, NextResponse } from "next/server";
import { normalizeRole } from "@/lib/roles";
import type { SessionData } from "@/lib/session/cookie";
import { isSecureRequest } from "@/lib/session/cookie";
import { panelStore } from "@/lib/store";
import { openSecret, sealSecret, type SecretBinding } from "@/lib/store/secrets";
import type { AccountId } from "./account";

// A sign-in whose password was right but whose second factor is owed: "verify" (the account has
// one) or "enrol" (its role requires one and it has none). It lives in the panel's store for five
// minutes; the browser holds only its random id in an httpOnly cookie, never the upstream token,
// and the session starts only when the factor is given. Five wrong codes end it.
export const PENDING_TTL_MS = 5 * 60_000;
export const PENDING_MAX_FAILURES = 5;

export type PendingStage = "verify" | "enrol";
/** The account owing the factor (its identity as `id`), and the pending sign-in's own id as `pendingId`. */
export type PendingSignIn = AccountId & { pendingId: string; login: string; stage: PendingStage; challenge: string | null };
/** What the session starts with once the factor is given: the upstream's token, role and name, and the account's identity. */
type Upstream = Omit<SessionData, "expiresAt" | "sid">;

const SECURE_NAME = "__Host-panel-2fa";
const PLAIN_NAME = "panel-2fa";

type Row = { id: string; account_id: string; role: string; account: string; login: string; stage: string; challenge: string | null };
const fromRow = (row: Row): PendingSignIn => ({
  id: row.account_id,
  pendingId: row.id,
  role: normalizeRole(row.role),
  name: row.account,
  login: row.login,
  stage: row.stage === "enrol" ? "enrol" : "verify",
  challenge: row.challenge,
});

/** The upstream token opens only in its own pending sign-in's row. */
const tokenBinding = (id: string): SecretBinding => ({ table: "two_factor_pending", row: id, purpose: "upstream-token" });

export async function createPending(auth: Upstream, login: string, stage: PendingStage): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  const store = await panelStore();
  await store.query("DELETE FROM two_factor_pending WHERE expires_at <= $1", [Date.now()]);
  await store.query(
    "INSERT INTO two_factor_pending (id, account_id, role, account, login, token_sealed, stage, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    [id, auth.accountId, auth.role, auth.name, login, sealSecret(auth.token, tokenBinding(id)), stage, Date.now() + PENDING_TTL_MS],
  );
  return id;
}

/** The request's unexpired pending sign-in, or null. */
export async function readPending(request: NextRequest): Promise<PendingSignIn | null> {
  const id = request.cookies.get(cookieName(request))?.value;
  if (!id || id.length > 100) return null;
  const store = await panelStore();
  const [row] = await store.query<Row>(
    "SELECT id, account_id, role, account, login, stage, challenge FROM two_factor_pending WHERE id = $1 AND expires_at > $2",
    [id, Date.now()],
  );
  return row ? fromRow(row) : null;
}

export async function setPendingChallenge(id: string, challenge: string): Promise<void> {
  const store = await panelStore();
  await store.query("UPDATE two_factor_pending SET challenge = $2 WHERE id = $1", [id, challenge]);
}

/** Counts a wrong code; true when that was the last one allowed (the caller then ends the pending sign-in). */
export async function countPendingFailure(id: string): Promise<boolean> {
  const store = await panelStore();
  const [row] = await store.query<{ failures: number }>("UPDATE two_factor_pending SET failures = failures + 1 WHERE id = $1 RETURNING failures", [id]);
  return !row || row.failures >= PENDING_MAX_FAILURES;
}

/** Takes the pending sign-in out of the store (once: a second request gets null) with its upstream session. */
export async function consumePending(id: string): Promise<Upstream | null> {
  const store = await panelStore();
  const [row] = await store.query<{ account_id: string; role: string; account: string; token_sealed: string }>(
    "DELETE FROM two_factor_pending WHERE id = $1 AND expires_at > $2 RETURNING account_id, role, account, token_sealed",
    [id, Date.now()],
  );
  return row ? { accountId: row.account_id, role: normalizeRole(row.role), name: row.account, token: openSecret(row.token_sealed, tokenBinding(id)) } : null;
}

function secure(request: NextRequest): boolean {
  return isSecureRequest(request.url, request.headers.get("x-forwarded-proto"));
}

function cookieName(request: NextRequest): string {
  return secure(request) ? SECURE_NAME : PLAIN_NAME;
}

/** Sets (or with null, clears) the pending sign-in's cookie on an answer. */
export function setPendingCookie(request: NextRequest, response: NextResponse, id: string | null): NextResponse {
  response.cookies.set({
    name: cookieName(request),
    value: id ?? "",
    httpOnly: true,
    sameSite: "strict",
    path: "/",
    secure: secure(request),
    maxAge: id ? PENDING_TTL_MS / 1000 : 0,
  });
  return response;
}
