// Deleting an account below the caller. Refused (409) while it still has sub-accounts or
// clients, so nothing is orphaned and no client loses its owner. Its remaining credits go back
// to its parent, recorded on the parent's side as a REMOVE (the parent's balance goes up, as
// with any credits taken back from a child).
//
// The deleted account's own rows go with it through the foreign keys' ON DELETE CASCADE
// (migration 0001): its tokens (so they stop working at once), its ledger rows, its
// Idempotency-Keys, its tickets and their details, its outbox messages. The parent's ledger rows
// that name it stay: they are the parent's history.
import { count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { accounts, clients } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { record } from "../credits";
import type { Clock } from "../dates";
import { audit, change } from "../audit/record";
import type { Actor } from "../roles";
import { findManaged, lockAccounts } from "./find";
import { KIND_LABEL, type AccountKind } from "./kinds";
import { creditsLabel } from "./transfer";

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** What still hangs below the account: direct sub-accounts, and the clients of its whole subtree. */
async function remainingBelow(tx: Db, id: number): Promise<{ accounts: number; clients: number }> {
  const [below] = await tx.select({ n: count() }).from(accounts).where(eq(accounts.parentId, id));
  const [owned] = await tx
    .select({ n: count() })
    .from(clients)
    .where(sql`${clients.dealerId} = ${id} OR ${clients.dealerId} IN (SELECT d.id FROM accounts d WHERE d.parent_id = ${id})`);
  return { accounts: below.n, clients: owned.n };
}

export async function removeAccount(tx: Db, actor: Actor, kind: AccountKind, name: string, clock: Clock) {
  const found = await findManaged(tx, actor, name, kind);
  const parentId = found.parentId!;
  // The row to delete is locked for update, which also waits out (and then fails) a concurrent
  // insert of a client or dealer under it; the parent only for its balance.
  const locked = await lockAccounts(tx, [
    { id: found.id, strength: "update" },
    { id: parentId, strength: "no key update" },
  ]);
  const account = locked.get(found.id);
  if (!account) throw new HttpError(404, `${KIND_LABEL[kind]} ${name} not found`);
  if (account.parentId !== parentId) throw new HttpError(409, `${name} was moved meanwhile; please try again`);

  const left = await remainingBelow(tx, account.id);
  if (left.accounts > 0 || left.clients > 0) {
    const parts = kind === "dealer" ? [plural(left.clients, "client")] : [plural(left.accounts, "dealer"), plural(left.clients, "client")];
    throw new HttpError(409, `${name} still has ${parts.join(" and ")}`);
  }

  const parent = locked.get(parentId)!;
  if (account.credits > 0) {
    if (parent.role !== "admin") {
      await tx
        .update(accounts)
        .set({ credits: sql`${accounts.credits} + ${account.credits}` })
        .where(eq(accounts.id, parent.id));
    }
    const description = `${creditsLabel(account.credits)} returned when ${name} was deleted`;
    await record(tx, parent.id, { type: "REMOVE", login: name, credits: account.credits, description, created: clock() });
  }
  await tx.delete(accounts).where(eq(accounts.id, account.id));
  const changes = [change("role", kind, null), change("parent", parent.name, null), change("credits", account.credits, null)];
  await audit(tx, actor, clock(), { action: "account.delete", target: name, changes });
  return { name };
}
