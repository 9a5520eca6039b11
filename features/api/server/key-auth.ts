import "server-only";
import ipaddr from "ipaddr.js";
import { clientAddress } from "@/lib/auth/client-address";
import { SignInRefused } from "@/features/reminders/server";
import { setRequestOrigin } from "@/lib/request-context";
import type { SessionData } from "@/lib/session/cookie";
import { storedCaller } from "@/features/reminders/server";
import type { ApiScope } from "../scopes";
import { keyByPrefix, touchKey, type ApiKey } from "./keys-repo";
import { prefixOf, sameHash } from "./key-secret";
import { problem } from "./problem";
import { consumeCall, rateHeaders, type RateState } from "./rate-limit";

// The "bearer" caller of the route pipeline: `Authorization: Bearer <key>` → the key's row (read
// on every call: a revoked key stops at once everywhere) → its expiry, allowed addresses, rate
// limit and scope → the account's upstream token from its stored password. The handler then acts
// as that account with a session-like caller, so the role checks, the operations table and the
// spend entrance treat it as they treat the account's browser.

export type KeyCaller = { session: SessionData; key: ApiKey };

/** What the API's wrapper learns of a request once its key is known: its rate state, and whose token it used. */
export type KeyUse = { rate?: RateState; accountId?: string };
const uses = new WeakMap<Request, KeyUse>();
export const keyUseOf = (request: Request): KeyUse | undefined => uses.get(request);

const CHALLENGE = { "www-authenticate": 'Bearer realm="api"' };
const unauthorized = (detail: string) => problem(401, "unauthorized", detail, {}, CHALLENGE);

export function inRanges(address: string, ranges: readonly string[]): boolean {
  if (ranges.length === 0) return true;
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return ranges.some((range) => {
    const [net, bits] = ipaddr.parseCIDR(range);
    return net.kind() === parsed.kind() && parsed.match([net, bits] as [typeof net, number]);
  });
}

export async function authenticateKey(
  request: Request,
  scope: ApiScope | readonly ApiScope[],
): Promise<{ ok: true; found: KeyCaller } | { ok: false; refused: Response }> {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) return { ok: false, refused: unauthorized("Send the API key as Authorization: Bearer <key>.") };
  const secret = match[1];
  const prefix = prefixOf(secret);
  const stored = prefix ? await keyByPrefix(prefix) : null;
  if (!stored || !sameHash(secret, stored.hash)) return { ok: false, refused: unauthorized("This API key is not valid.") };
  const { key } = stored;
  if (key.revokedAt) return { ok: false, refused: unauthorized("This API key was revoked.") };
  if (key.expiresAt && Date.parse(key.expiresAt) <= Date.now()) return { ok: false, refused: unauthorized("This API key has expired.") };
  const address = clientAddress(request.headers);
  if (!inRanges(address, key.allowed)) return { ok: false, refused: problem(403, "address-not-allowed", "This API key may not be used from this address.") };
  const rate = await consumeCall(key.id);
  const use: KeyUse = { rate };
  uses.set(request, use);
  if (!rate.allowed)
    return { ok: false, refused: problem(429, "rate-limited", "Too many calls with this API key: wait and try again.", {}, rateHeaders(rate)) };
  const needed: readonly ApiScope[] = typeof scope === "string" ? [scope] : scope;
  if (!needed.some((one) => key.scopes.includes(one))) {
    return { ok: false, refused: problem(403, "insufficient-scope", `This API key lacks the scope ${needed.join(" or ")}.`, { scope: needed.join(" ") }) };
  }
  touchKey(key.id, address).catch(() => undefined);
  const { owner } = key;
  setRequestOrigin({
    via: "api",
    accountId: owner.accountId,
    account: owner.name,
    role: owner.role,
    means: key.name,
    address,
    userAgent: request.headers.get("user-agent")?.slice(0, 300) || undefined,
  });
  let token: string;
  try {
    token = (await storedCaller(owner, { credential: stored.credential })).token;
  } catch (error) {
    if (!(error instanceof SignInRefused)) throw error;
    const detail = "The panel cannot sign in as this account with a stored password: store it on the API Keys screen.";
    return { ok: false, refused: problem(403, "credential-required", detail, { reason: error.message }) };
  }
  use.accountId = owner.accountId;
  const session: SessionData = {
    sid: `api:${key.id}`,
    accountId: owner.accountId,
    token,
    role: owner.role,
    name: owner.name,
    expiresAt: Date.now() + 3_600_000,
  };
  return { ok: true, found: { session, key } };
}
