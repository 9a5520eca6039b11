// GET /api/tickets – one page of the tickets the signed-in account sees (?tab=&q=&page=&size=&sort=)
// POST /api/tickets – raise a ticket (every role but the admin)
import { apiRoute } from "@/lib/api/route";
import { apiListQuerySchema } from "@/lib/list/query-schema";
import { TICKET_LIST } from "@/lib/lists";
import { addTicketSchema } from "@/lib/schemas/tickets";
import { addTicket, listTickets } from "@/features/tickets/server/upstream";

export const GET = apiRoute({ operation: "tickets.list", query: apiListQuerySchema(TICKET_LIST) }, ({ session, query }) => listTickets(session, query));

export const POST = apiRoute({ operation: "tickets.add", body: addTicketSchema }, ({ session, body }) => addTicket(session, body));
