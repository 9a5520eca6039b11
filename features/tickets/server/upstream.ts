import "server-only";
import type { ListPage, QueryOf } from "@/lib/list/query";
import { pageLocally } from "@/lib/list/local-page";
import { TICKET_RULES, type TICKET_LIST } from "@/lib/resources/tickets";
import {
  newDetailSchema,
  newTicketSchema,
  savedTicketSchema,
  ticketDetailListSchema,
  ticketListSchema,
  ticketSchema,
  type AddTicketInput,
  type SavedTicket,
  type TicketItem,
} from "@/lib/schemas/tickets";
import { CLOSED } from "@/lib/ticket-labels";
import { readAllPages, uniqueRows } from "@/lib/upstream/all-pages";
import { upstreamGet, upstreamPost, type Caller } from "@/lib/upstream/call";

/** One page of the tickets the caller sees: the upstream answers them all, the BFF pages them. */
export async function listTickets(caller: Caller, query: QueryOf<typeof TICKET_LIST>): Promise<ListPage<TicketItem>> {
  const read = (page?: number) => upstreamGet(ticketListSchema, caller, "tickets.list", page ? { query: { page } } : {});
  const data = uniqueRows("tickets.list", await readAllPages("tickets.list", read), (t) => String(t.id));
  return pageLocally(data, query, TICKET_RULES);
}

export function getTicket(caller: Caller, id: number) {
  return upstreamGet(ticketSchema, caller, "tickets.get", { segments: [String(id)] });
}

/** The follow-ups, oldest first. */
export async function getTicketDetails(caller: Caller, id: number) {
  return upstreamGet(ticketDetailListSchema, caller, "tickets.details", { segments: [String(id)] });
}

export function addTicket(caller: Caller, input: AddTicketInput) {
  return upstreamPost(newTicketSchema, caller, "tickets.add", input);
}

/** Closing is the only status change there is (accounts spec §4). */
export async function closeTicket(caller: Caller, id: number): Promise<SavedTicket> {
  const answer = await upstreamPost(savedTicketSchema, caller, "tickets.save", { id, status: CLOSED });
  return { ...answer, id: answer.id ?? id };
}

export function addTicketDetail(caller: Caller, id: number, description: string) {
  return upstreamPost(newDetailSchema, caller, "tickets.addDetail", { id, description });
}
