// Adding an account below the caller: a super reseller (admin), a reseller (admin, naming its
// super reseller; or a manager, under itself), a dealer (admin or manager, naming its reseller;
// or a reseller, under itself). New accounts start with 0 credits.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { accounts } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { audit, created, secret } from "../audit/record";
import type { Actor } from "../roles";
import { describeAccount } from "./detail";
import { findManaged } from "./find";
import type { AddAccountInput } from "./input";
import { PARENT, type AccountKind } from "./kinds";

/** The parent of a new or moved account: the one the body names (within the subtree), else the caller. */
export async function resolveParent(tx: Db, actor: Actor, kind: AccountKind, named: string | undefined): Promise<number> {
  if (named === undefined) return actor.id;
  const parentKind = PARENT[kind].role as AccountKind;
  return (await findManaged(tx, actor, named, parentKind)).id;
}

/** Login names are unique across every account (the accounts_name_key constraint backs this up in a race). */
export async function ensureLoginFree(tx: Db, login: string): Promise<void> {
  const [taken] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, login));
  if (taken) throw new HttpError(409, "Login name already exists");
}

/** `passwordHash` is computed before the transaction: scrypt is slow and would hold it open. */
export async function addAccount(tx: Db, actor: Actor, kind: AccountKind, input: AddAccountInput, passwordHash: string, now: Date) {
  const parentId = await resolveParent(tx, actor, kind, input.parent);
  await ensureLoginFree(tx, input.login);
  const [row] = await tx
    .insert(accounts)
    .values({ name: input.login, passwordHash, role: kind, parentId, credits: 0, description: input.description, created: now })
    .returning();
  const parent = await accountName(tx, parentId);
  const changes = [...created({ role: kind, parent, credits: 0, description: input.description }), secret("password")];
  await audit(tx, actor, now, { action: "account.add", target: row.name, changes });
  return describeAccount(tx, row, kind);
}

export async function accountName(tx: Db, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, id));
  return row?.name ?? null;
}
