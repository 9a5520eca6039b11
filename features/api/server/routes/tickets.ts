import "server-only";
// GET /api/v1/tickets – one page of the account's tickets; POST /api/v1/tickets – open one (every role but the admin)
import { apiListQuerySchema } from "@/lib/list/query-schema";
import { TICKET_LIST } from "@/lib/lists";
import { addTicketSchema } from "@/lib/schemas/tickets";
import { addTicket, listTickets } from "@/features/tickets/server";
import { v1Route } from "../v1-route";

export const GET = v1Route({ scope: "tickets", operation: "tickets.list", query: apiListQuerySchema(TICKET_LIST) }, ({ session, query }) =>
  listTickets(session, query),
);

export const POST = v1Route({ scope: "tickets", operation: "tickets.add", body: addTicketSchema }, ({ session, body }) => addTicket(session, body));
