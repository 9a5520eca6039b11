// GET /api/tickets/:id – one ticket
// PUT /api/tickets/:id – close it ({ status: 1 }; closing is one-way)
import { apiRoute } from "@/lib/api/route";
import { saveTicketSchema, TICKET_NOT_FOUND, ticketParams } from "@/lib/schemas/tickets";
import { closeTicket, getTicket } from "@/features/tickets/server/upstream";

const ticket = { params: ticketParams, notFound: TICKET_NOT_FOUND };

export const GET = apiRoute({ operation: "tickets.get", ...ticket }, ({ session, params }) => getTicket(session, params.id));

export const PUT = apiRoute({ operation: "tickets.save", ...ticket, body: saveTicketSchema }, ({ session, params }) => closeTicket(session, params.id));
