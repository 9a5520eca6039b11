// Which tickets an account sees, and the shapes in which tickets and their details leave the API.
//
// A ticket belongs to the account that raised it. Its owner and every account above the owner
// see it (a reseller its dealers' tickets, a manager its resellers' and their dealers'), the
// admin sees all: the same subtree rule as clients, so whoever answers for an account's clients
// also sees that account's support requests. Seeing a ticket is also what lets an account answer
// and close it; a ticket outside the subtree answers 404, as if it did not exist.
import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { accounts, ticketDetails, tickets } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { Actor } from "../roles";
import { descendantIds } from "../subtree";

/** Condition on the tickets table: the ticket is the actor's own or raised within its subtree. */
export function ticketInScope(actor: Actor): SQL {
  if (actor.role === "admin") return sql`true`;
  // Dealers have nobody below them: skip the recursive query.
  if (actor.role === "dealer") return eq(tickets.accountId, actor.id);
  return or(eq(tickets.accountId, actor.id), sql`${tickets.accountId} IN ${descendantIds(actor)}`)!;
}

// The list item of accounts spec §3; `name` is the owner's login. Keys are the answer's keys.
const listColumns = {
  id: tickets.id,
  name: accounts.name,
  status: tickets.status,
  type: tickets.type,
  device: tickets.device,
  isp: tickets.isp,
  description: tickets.description,
  created: tickets.created,
  modified: tickets.modified,
};
const ticketColumns = { ...listColumns, tested: tickets.tested };

export interface TicketItem {
  id: number;
  name: string;
  /** 0 active, 1 closed. */
  status: number;
  /** The issue type, 0-5 (accounts spec §3). */
  type: number;
  device: string;
  isp: string;
  description: string;
  created: Date;
  modified: Date;
}
/** One ticket: the list item plus "Tested on another device?" (1 Yes, 2 No; the API never writes 0, unanswered). */
export interface Ticket extends TicketItem {
  tested: number;
}

/** Every ticket the actor sees, most recently modified first. */
export async function listTickets(db: Db, actor: Actor): Promise<TicketItem[]> {
  return db
    .select(listColumns)
    .from(tickets)
    .innerJoin(accounts, eq(accounts.id, tickets.accountId))
    .where(ticketInScope(actor))
    .orderBy(desc(tickets.modified), desc(tickets.id));
}

/**
 * The ticket when the actor sees it, else 404. `lock` takes the ticket's row lock, which
 * serialises a close against a concurrent close or follow-up on the same ticket.
 */
export async function findTicket(db: Db, actor: Actor, id: number, { lock = false } = {}): Promise<Ticket> {
  const query = db
    .select(ticketColumns)
    .from(tickets)
    .innerJoin(accounts, eq(accounts.id, tickets.accountId))
    .where(and(eq(tickets.id, id), ticketInScope(actor)));
  const [row] = lock ? await query.for("update", { of: tickets }) : await query;
  if (!row) throw new HttpError(404, "Ticket not found");
  return row;
}

// A detail entry of accounts spec §3; status 1 marks the entry that closed the ticket.
export const detailColumns = {
  id: ticketDetails.id,
  created: ticketDetails.created,
  description: ticketDetails.description,
  status: ticketDetails.status,
  createdBy: ticketDetails.createdBy,
};

/** The follow-ups of a ticket the actor sees (404 otherwise), oldest first. */
export async function listDetails(db: Db, actor: Actor, id: number) {
  const ticket = await findTicket(db, actor, id);
  return db.select(detailColumns).from(ticketDetails).where(eq(ticketDetails.ticketId, ticket.id)).orderBy(asc(ticketDetails.created), asc(ticketDetails.id));
}
