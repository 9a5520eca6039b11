import "server-only";
import type { SessionData } from "@/lib/session";
import { accountRows } from "@/lib/upstream/accounts";
import { isOffered } from "@/lib/upstream/offer";
import type { Scope } from "./read";

// Whose writes a reader sees: the admin every one; any other account its own and those of the
// accounts below it, found with the account lists it is already allowed to read (the backend
// answers each list with the caller's subtree only). A list the backend does not offer the
// role adds no one: the reader still sees its own writes.

const resellerNames = async (session: SessionData) =>
  (await isOffered(session.role, "resellers.list")) ? (await accountRows("reseller", session)).map((row) => row.reseller) : [];
const dealerNames = async (session: SessionData) =>
  (await isOffered(session.role, "dealers.list")) ? (await accountRows("dealer", session)).map((row) => row.dealer) : [];

export async function scopeOf(session: SessionData): Promise<Scope> {
  if (session.role === "admin") return "all";
  const names = new Set([session.name]);
  const lists = session.role === "manager" ? [resellerNames, dealerNames] : session.role === "reseller" ? [dealerNames] : [];
  for (const list of await Promise.all(lists.map((names) => names(session)))) for (const name of list) names.add(name);
  return [...names];
}
