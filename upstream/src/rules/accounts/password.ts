// Changing the password of an account below the caller. Every token the account holds is
// revoked in the same transaction: whoever knew the old password (the reason it is usually
// changed) is signed out at once rather than for up to an hour.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { accounts, tokens } from "../../db/schema";
import { audit, secret } from "../audit/record";
import type { Actor } from "../roles";
import { findManaged } from "./find";
import type { AccountKind } from "./kinds";

/** `passwordHash` is computed before the transaction: scrypt is slow and would hold it open. */
export async function changePassword(tx: Db, actor: Actor, kind: AccountKind, name: string, passwordHash: string, now: Date) {
  const account = await findManaged(tx, actor, name, kind);
  await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, account.id));
  await tx.update(tokens).set({ revoked: true }).where(eq(tokens.accountId, account.id));
  await audit(tx, actor, now, { action: "account.password", target: account.name, changes: [secret("password")] });
  return { name: account.name };
}
