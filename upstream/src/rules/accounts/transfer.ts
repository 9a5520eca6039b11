// Credits between the caller and an account below it (README, Rules → Credits): adding N moves
// N from the caller to the account, removing N moves N back. The admin's balance is unlimited.
// Both sides get a ledger row, in the request's transaction; an amount of 0 moves nothing and
// writes no row (the call may still replace the description).
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { accounts } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { record } from "../credits";
import type { Clock } from "../dates";
import { audit, change, type AuditNote } from "../audit/record";
import type { Actor } from "../roles";
import { findManaged, lockAccounts } from "./find";
import type { CreditsInput } from "./input";
import { KIND_LABEL, type AccountKind } from "./kinds";

const ADD = 0;

export function creditsLabel(n: number): string {
  return `${n} credit${n === 1 ? "" : "s"}`;
}

/**
 * Adds `delta` to a balance and returns the new one. The rows are locked and checked already;
 * the condition repeats the rule in SQL (and the CHECK credits >= 0 backs both up).
 */
async function shift(tx: Db, id: number, delta: number): Promise<number> {
  const [row] = await tx
    .update(accounts)
    .set({ credits: sql`${accounts.credits} + ${delta}` })
    .where(sql`${accounts.id} = ${id} AND ${accounts.credits} + ${delta} >= 0`)
    .returning({ credits: accounts.credits });
  if (!row) throw new HttpError(422, "Not enough credits");
  return row.credits;
}

export interface TransferAnswer {
  name: string;
  /** The account's new balance. */
  credits: number;
  /** The caller's new balance; null for the admin, whose balance is unlimited. */
  balance: number | null;
  description: string;
}

export async function transferCredits(tx: Db, actor: Actor, kind: AccountKind, input: CreditsInput, clock: Clock): Promise<TransferAnswer> {
  const found = await findManaged(tx, actor, input.name, kind);
  const unlimited = actor.role === "admin";
  const locked = await lockAccounts(tx, [
    { id: found.id, strength: "no key update" },
    ...(unlimited ? [] : [{ id: actor.id, strength: "no key update" as const }]),
  ]);
  const account = locked.get(found.id);
  if (!account) throw new HttpError(404, `${KIND_LABEL[kind]} ${input.name} not found`);
  let credits = account.credits;
  let balance = unlimited ? null : locked.get(actor.id)!.credits;

  const n = input.credits;
  if (n > 0) {
    const adding = input.transaction === ADD;
    if (adding && balance !== null && balance < n) throw new HttpError(422, "Not enough credits");
    if (!adding && credits < n) throw new HttpError(422, `${account.name} has only ${creditsLabel(credits)}`);
    const toAccount = adding ? n : -n;
    credits = await shift(tx, account.id, toAccount);
    if (!unlimited) balance = await shift(tx, actor.id, -toAccount);
    const description = adding ? "Credits added" : "Credits removed";
    // Read after both row locks, so both ledgers list concurrent moves in the order they happened.
    const now = clock();
    await record(tx, actor.id, { type: adding ? "ADD" : "REMOVE", login: account.name, credits: n, description, created: now });
    await record(tx, account.id, { type: adding ? "RECEIVED" : "REMOVED", login: actor.name, credits: n, description, created: now });
  }

  let description = account.description;
  if (input.desc !== undefined && input.desc !== description) {
    await tx.update(accounts).set({ description: input.desc }).where(eq(accounts.id, account.id));
    description = input.desc;
  }
  // The caller's own balance is part of the change too (the admin's is unlimited: left out).
  const changes: NonNullable<AuditNote["changes"]> = [];
  if (credits !== account.credits) changes.push(change("credits", account.credits, credits));
  if (balance !== null && credits !== account.credits) changes.push(change(`${actor.name} credits`, locked.get(actor.id)!.credits, balance));
  if (description !== account.description) changes.push(change("description", account.description, description));
  await audit(tx, actor, clock(), { action: "account.credits", target: account.name, changes });
  return { name: account.name, credits, balance, description };
}
