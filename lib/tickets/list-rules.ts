// How the BFF pages the tickets: the upstream answers the caller's whole list (newest modified
// first), and lib/list/local-page.ts tabs, searches, sorts and pages it with these rules.
import { byNumber, byText, type LocalListRules } from "@/lib/list/local-page";
import type { TICKET_LIST } from "@/lib/lists";
import type { TicketItem } from "@/lib/schemas/tickets";
import { isClosed, issueTypeLabel, ticketStatus } from "./labels";

export const TICKET_LIST_RULES: LocalListRules<TicketItem, typeof TICKET_LIST> = {
  tabs: {
    all: () => true,
    active: (ticket) => !isClosed(ticket),
    closed: isClosed,
  },
  // Name, status and description (accounts spec §2.8). One field per line, so a search never
  // matches across the end of one field and the start of the next.
  searchText: (ticket) => [ticket.name, ticketStatus(ticket).label, ticket.description].join("\n"),
  compare: {
    modified: byNumber((ticket) => Date.parse(ticket.modified) || 0),
    // By the label the column shows, not the number behind it.
    type: byText((ticket) => issueTypeLabel(ticket.type)),
    name: byText((ticket) => ticket.name),
  },
};
