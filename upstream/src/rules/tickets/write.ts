// The ticket writes: raise a ticket, close it (one way), add a follow-up while it is active.
// Each runs inside the request's transaction (http/mutation.ts).
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { ticketDetails, tickets } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { audit, change, created } from "../audit/record";
import type { Actor } from "../roles";
import { TESTED_UNANSWERED, type AddDetailInput, type AddTicketInput, type SaveTicketInput } from "./input";
import { detailColumns, findTicket, type Ticket } from "./view";

const ACTIVE = 0;
const CLOSED = 1;
/** The follow-up that closing appends, so the thread shows who closed the ticket and when. */
export const CLOSING_NOTE = "Issue resolved";

export async function addTicket(tx: Db, actor: Actor, input: AddTicketInput, now: Date): Promise<Ticket> {
  if (input.tested === TESTED_UNANSWERED) {
    throw new HttpError(422, "Please answer the question: Tested on another device?");
  }
  const [row] = await tx
    .insert(tickets)
    .values({
      accountId: actor.id,
      status: ACTIVE,
      type: input.issue_type,
      device: input.device,
      isp: input.isp,
      tested: input.tested,
      description: input.description,
      created: now,
      modified: now,
    })
    .returning({ id: tickets.id });
  const changes = created({
    status: ACTIVE,
    type: input.issue_type,
    device: input.device,
    isp: input.isp,
    tested: input.tested,
    description: input.description,
  });
  await audit(tx, actor, now, { action: "ticket.create", target: `ticket #${row.id}`, changes });
  return findTicket(tx, actor, row.id);
}

/** The only change of status there is: active → closed, by anyone who sees the ticket. */
export async function closeTicket(tx: Db, actor: Actor, { id, status }: SaveTicketInput, now: Date) {
  const ticket = await findTicket(tx, actor, id, { lock: true });
  if (ticket.status === CLOSED) {
    throw new HttpError(422, status === ACTIVE ? "A closed ticket cannot be reopened" : "The ticket is already closed");
  }
  if (status === ACTIVE) throw new HttpError(422, "The ticket is already active");
  await tx.update(tickets).set({ status: CLOSED, modified: now }).where(eq(tickets.id, id));
  await tx.insert(ticketDetails).values({ ticketId: id, description: CLOSING_NOTE, status: CLOSED, createdBy: actor.name, created: now });
  await audit(tx, actor, now, { action: "ticket.close", target: `ticket #${id}`, changes: [change("status", ticket.status, CLOSED)] });
  return { id, status: CLOSED };
}

export async function addDetail(tx: Db, actor: Actor, { id, description }: AddDetailInput, now: Date) {
  const ticket = await findTicket(tx, actor, id, { lock: true });
  if (ticket.status !== ACTIVE) throw new HttpError(422, "Details can only be added to an active ticket");
  const [detail] = await tx
    .insert(ticketDetails)
    .values({ ticketId: id, description, status: ACTIVE, createdBy: actor.name, created: now })
    .returning(detailColumns);
  // The list is ordered by `modified`: a fresh follow-up brings the ticket back to the top.
  await tx.update(tickets).set({ modified: now }).where(eq(tickets.id, id));
  await audit(tx, actor, now, { action: "ticket.detail", target: `ticket #${id}`, changes: [change("detail", null, description)] });
  return detail;
}
