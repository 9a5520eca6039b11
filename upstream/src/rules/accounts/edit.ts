// Editing an account: the admin moves a reseller under another super reseller; the admin or a
// manager moves a dealer to another reseller of its subtree. The account keeps its credits,
// clients and sub-accounts, which move with it.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { accounts } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { audit, diff } from "../audit/record";
import type { Actor } from "../roles";
import { accountName, resolveParent } from "./create";
import { describeAccount } from "./detail";
import { findManaged } from "./find";
import type { EditAccountInput } from "./input";
import { KIND_LABEL, type AccountKind } from "./kinds";

export async function editAccount(tx: Db, actor: Actor, kind: AccountKind, input: EditAccountInput, now: Date) {
  const account = await findManaged(tx, actor, input.name, kind);
  const parentId = await resolveParent(tx, actor, kind, input.parent);
  const [row] = await tx.update(accounts).set({ parentId, description: input.description }).where(eq(accounts.id, account.id)).returning();
  // Deleted by a concurrent request since it was found.
  if (!row) throw new HttpError(404, `${KIND_LABEL[kind]} ${input.name} not found`);
  const before = { parent: await accountName(tx, account.parentId), description: account.description };
  const after = { parent: await accountName(tx, row.parentId), description: row.description };
  await audit(tx, actor, now, { action: "account.edit", target: row.name, changes: diff(before, after, ["parent", "description"]) });
  return describeAccount(tx, row, kind);
}
