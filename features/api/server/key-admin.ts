import "server-only";
import type { Role } from "@/lib/roles";
import type { SessionData } from "@/lib/session/cookie";
import { accountRows } from "@/lib/upstream/accounts";
import { getOwners } from "@/features/accounts/server";
import type { KeyView } from "../key-input";
import { keyById, keysOf, type ApiKey } from "./keys-repo";

// Whose keys a signed-in account sees and may revoke: its own, and those of the accounts below
// it, found with the lists it may read already (the client form's owners; the admin's super
// resellers too). A list that cannot be read leaves those keys out, never shows more.

type Owner = { role: Role; name: string };

async function subAccounts(session: SessionData): Promise<Owner[]> {
  if (session.role === "dealer") return [];
  const [owners, managers] = await Promise.all([
    getOwners(session).catch(() => ({ resellers: [], dealers: [] })),
    session.role === "admin" ? accountRows("manager", session).catch(() => []) : Promise.resolve([]),
  ]);
  return [
    ...managers.map((row) => ({ role: "manager" as const, name: row.name })),
    ...owners.resellers.map((row) => ({ role: "reseller" as const, name: row.name })),
    ...owners.dealers.map((row) => ({ role: "dealer" as const, name: row.name })),
  ];
}

const isOwn = (session: SessionData, key: ApiKey) => key.owner.accountId === session.accountId;

export function keyView(session: SessionData, key: ApiKey): KeyView {
  const { owner, ...rest } = key;
  const status = key.revokedAt ? "revoked" : key.expiresAt && Date.parse(key.expiresAt) <= Date.now() ? "expired" : "active";
  return { ...rest, owner: { role: owner.role, name: owner.name }, status, own: isOwn(session, key) };
}

/** The keys the account sees: its own first, then those below it. */
export async function visibleKeys(session: SessionData): Promise<KeyView[]> {
  const own = { role: session.role, name: session.name };
  const keys = await keysOf([own, ...(await subAccounts(session))]);
  return keys.map((key) => keyView(session, key)).sort((a, b) => Number(b.own) - Number(a.own));
}

/** The key, when the account may revoke it (its own, or one of an account below it); null otherwise. */
export async function revocableKey(session: SessionData, id: string): Promise<ApiKey | null> {
  const key = await keyById(id);
  if (!key) return null;
  if (isOwn(session, key)) return key;
  const below = await subAccounts(session);
  return below.some((owner) => owner.role === key.owner.role && owner.name === key.owner.name) ? key : null;
}
