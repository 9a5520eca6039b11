// Short account lists for dashboards and form selects, each row with its live counts. Client
// counts add up the kept per-dealer counts (dealer_client_counts, migration 0010) of the few
// dealers below each row, so a list costs the same at 50,000 clients as at 500.
import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/connect";
import { accounts } from "../db/schema";
import type { Actor } from "./roles";
import { accountBelow } from "./subtree";

export interface ResellerItem {
  reseller: string;
  /** The reseller's manager; null for a reseller directly under the admin. */
  manager: string | null;
  description: string;
  credits: number;
  dealersCount: number;
  clientsCount: number;
}

const parent = alias(accounts, "parent");

export async function resellerItems(db: Db, actor: Actor): Promise<ResellerItem[]> {
  return db
    .select({
      reseller: accounts.name,
      manager: sql<string | null>`case when ${parent.role} = 'manager' then ${parent.name} end`,
      description: accounts.description,
      credits: accounts.credits,
      dealersCount: sql<number>`(select count(*) from accounts d
        where d.parent_id = ${accounts.id} and d.role = 'dealer')`.mapWith(Number),
      clientsCount: sql<number>`(select coalesce(sum(k.clients), 0) from dealer_client_counts k
        join accounts d on d.id = k.dealer_id where d.parent_id = ${accounts.id})`.mapWith(Number),
    })
    .from(accounts)
    .leftJoin(parent, eq(parent.id, accounts.parentId))
    .where(and(eq(accounts.role, "reseller"), accountBelow(actor)))
    .orderBy(asc(accounts.name));
}

export interface DealerItem {
  dealer: string;
  /** The dealer's reseller and that reseller's manager (null when the reseller is under the admin). */
  reseller: string | null;
  manager: string | null;
  description: string;
  credits: number;
  clientsCount: number;
}

const grandparent = alias(accounts, "grandparent");

export async function dealerItems(db: Db, actor: Actor): Promise<DealerItem[]> {
  return db
    .select({
      dealer: accounts.name,
      reseller: parent.name,
      manager: sql<string | null>`case when ${grandparent.role} = 'manager' then ${grandparent.name} end`,
      description: accounts.description,
      credits: accounts.credits,
      clientsCount: sql<number>`coalesce((select k.clients from dealer_client_counts k
        where k.dealer_id = ${accounts.id}), 0)`.mapWith(Number),
    })
    .from(accounts)
    .leftJoin(parent, eq(parent.id, accounts.parentId))
    .leftJoin(grandparent, eq(grandparent.id, parent.parentId))
    .where(and(eq(accounts.role, "dealer"), accountBelow(actor)))
    .orderBy(asc(accounts.name));
}

export interface SuperResellerItem {
  name: string;
  description: string;
  created: Date;
  credits: number;
  resellerCount: number;
  dealersCount: number;
  clientsCount: number;
}

// A single-table select renders its columns unqualified, and a correlated subquery would then
// read "id" as its own table's: name the outer row explicitly.
const outerId = sql`"accounts"."id"`;

/** The admin's super reseller list (accounts spec §2.2, §3); every count is a subquery over the accounts below it and their kept client counts. */
export async function superResellerItems(db: Db, actor: Actor): Promise<SuperResellerItem[]> {
  return db
    .select({
      name: accounts.name,
      description: accounts.description,
      created: accounts.created,
      credits: accounts.credits,
      resellerCount: sql<number>`(select count(*) from accounts r
        where r.parent_id = ${outerId} and r.role = 'reseller')`.mapWith(Number),
      dealersCount: sql<number>`(select count(*) from accounts d join accounts r on r.id = d.parent_id
        where r.parent_id = ${outerId} and d.role = 'dealer')`.mapWith(Number),
      clientsCount: sql<number>`(select coalesce(sum(k.clients), 0) from dealer_client_counts k join accounts d on d.id = k.dealer_id
        join accounts r on r.id = d.parent_id where r.parent_id = ${outerId})`.mapWith(Number),
    })
    .from(accounts)
    .where(and(eq(accounts.role, "manager"), accountBelow(actor)))
    .orderBy(asc(accounts.name));
}
