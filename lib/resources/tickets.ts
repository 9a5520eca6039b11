// Support tickets (accounts spec §2.8, §7): the resource's upstream calls per dialect and its list
// (sorts typed against its row), in one place. The row's zod schema is lib/schemas/tickets.ts (a
// type import: this module stays free of zod for client components); the columns' rendering is
// features/tickets/components/list/columns.tsx.
import { byNumber, byText, type LocalListRules, type SortKeyOf } from "@/lib/list/local-page";
import { sortedBy } from "@/lib/list/sorting";
import type { TicketItem } from "@/lib/schemas/tickets";
import { isClosed, issueTypeLabel, ticketStatus } from "@/lib/ticket-labels";
import { BELOW_ADMIN, prefixed, same, type Call } from "./call-table";

export type { TicketItem };

export const TICKET_CALLS = {
  // The admin sees and closes every ticket but creates none.
  "tickets.list": same(prefixed("tickets")),
  "tickets.get": same(prefixed("ticket")),
  "tickets.add": same(prefixed("addticket", BELOW_ADMIN)),
  "tickets.save": same(prefixed("saveticket")),
  "tickets.details": same(prefixed("ticketdetails")),
  "tickets.addDetail": same(prefixed("addticketdetail")),
} as const satisfies Record<string, Call>;

/** Manage Tickets: newest modified first by default (accounts spec §2.8). */
export const TICKET_LIST = sortedBy<TicketItem>()({
  tabs: ["all", "active", "closed"],
  sorts: ["-modified", "modified", "type", "-type", "name", "-name"],
  compare: {
    modified: byNumber((ticket) => Date.parse(ticket.modified) || 0),
    // By the label the column shows, not the number behind it.
    type: byText((ticket) => issueTypeLabel(ticket.type)),
    name: byText((ticket) => ticket.name),
  },
});

export type TicketSortKey = SortKeyOf<typeof TICKET_LIST>;

/**
 * The upstream answers the caller's whole list (newest modified first); the BFF tabs, searches,
 * sorts and pages it with these rules (lib/list/local-page.ts).
 */
export const TICKET_RULES: LocalListRules<TicketItem, typeof TICKET_LIST> = {
  tabs: {
    all: () => true,
    active: (ticket) => !isClosed(ticket),
    closed: isClosed,
  },
  // Name, status and description (accounts spec §2.8). One field per line, so a search never
  // matches across the end of one field and the start of the next.
  searchText: (ticket) => [ticket.name, ticketStatus(ticket).label, ticket.description].join("\n"),
  compare: TICKET_LIST.compare,
};
