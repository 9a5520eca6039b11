// The detail object of each kind of account (accounts spec §3, §7), as its GET, its add and its
// edit answer it. Never a password or its hash.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { accounts } from "../../db/schema";
import type { AccountRow } from "./find";
import type { AccountKind } from "./kinds";

export interface SuperResellerDetail {
  name: string;
  created: Date;
  credits: number;
  description: string;
}
export interface ResellerDetail {
  name: string;
  credits: number;
  description: string;
  /** The reseller's super reseller; "" when it is directly under the admin. */
  superReseller: string;
}
export interface DealerDetail {
  name: string;
  credits: number;
  description: string;
  reseller: string;
}
export type AccountDetail = SuperResellerDetail | ResellerDetail | DealerDetail;

async function parentOf(db: Db, row: AccountRow): Promise<{ name: string; role: string } | undefined> {
  if (row.parentId === null) return undefined;
  const [parent] = await db.select({ name: accounts.name, role: accounts.role }).from(accounts).where(eq(accounts.id, row.parentId));
  return parent;
}

export async function describeAccount(db: Db, row: AccountRow, kind: AccountKind): Promise<AccountDetail> {
  const { name, credits, description } = row;
  if (kind === "manager") return { name, created: row.created, credits, description };
  const parent = await parentOf(db, row);
  if (kind === "reseller") return { name, credits, description, superReseller: parent?.role === "manager" ? parent.name : "" };
  return { name, credits, description, reseller: parent?.name ?? "" };
}
