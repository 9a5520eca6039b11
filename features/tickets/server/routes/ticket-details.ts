// GET /api/tickets/:id/details – the ticket's follow-ups, oldest first ({ data })
// POST /api/tickets/:id/details – add a follow-up while the ticket is active
import { apiRoute } from "@/lib/api/route";
import { addDetailSchema, TICKET_NOT_FOUND, ticketParams } from "@/lib/schemas/tickets";
import { addTicketDetail, getTicketDetails } from "@/features/tickets/server/upstream";

const ticket = { params: ticketParams, notFound: TICKET_NOT_FOUND };

export const GET = apiRoute({ operation: "tickets.details", ...ticket }, async ({ session, params }) => ({ data: await getTicketDetails(session, params.id) }));

export const POST = apiRoute({ operation: "tickets.addDetail", ...ticket, body: addDetailSchema }, ({ session, params, body }) =>
  addTicketDetail(session, params.id, body.description),
);
