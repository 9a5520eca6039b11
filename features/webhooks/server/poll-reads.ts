import "server-only";
import { currentBackend } from "@/lib/backends";
import { offers } from "@/lib/operations";
import type { ClientRow } from "@/lib/schemas/client-list";
import { ticketListSchema, type TicketDetail, type TicketItem } from "@/lib/schemas/tickets";
import { readAllPages, uniqueRows } from "@/lib/upstream/all-pages";
import { upstreamGet, type Caller } from "@/lib/upstream/call";
import { getTicketDetails } from "@/features/tickets/server";
import { creditsOf, everyClient, signInAs, signOut } from "@/features/reminders/server";

// What the poller reads as the account, with the spec's calls only (client list with expiry
// dates, credits, tickets and their details), so it works on any backend. It signs in as the
// reminders do, with the password the account stored for them.

export type PollReads = {
  signIn(account: Parameters<typeof signInAs>[0]): Promise<Caller>;
  signOut(caller: Caller): Promise<unknown>;
  clients(caller: Caller): Promise<ClientRow[]>;
  credits(caller: Caller): Promise<number | null>;
  tickets(caller: Caller): Promise<TicketItem[]>;
  details(caller: Caller, id: number): Promise<TicketDetail[]>;
};

export const upstreamReads: PollReads = {
  signIn: signInAs,
  signOut,
  clients: everyClient,
  credits: creditsOf,
  async tickets(caller) {
    // A backend that does not offer the role its tickets (spec-only, nothing mapped) has no answers to tell of.
    if (!offers(await currentBackend(), caller.role, "tickets.list") || !offers(await currentBackend(), caller.role, "tickets.details")) return [];
    const read = (page?: number) => upstreamGet(ticketListSchema, caller, "tickets.list", page ? { query: { page } } : {});
    return uniqueRows("tickets.list", await readAllPages("tickets.list", read), (t) => String(t.id));
  },
  details: getTicketDetails,
};
