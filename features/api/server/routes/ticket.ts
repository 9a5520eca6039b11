import "server-only";
// GET /api/v1/tickets/:id – one ticket
import { TICKET_NOT_FOUND, ticketParams } from "@/lib/schemas/tickets";
import { getTicket } from "@/features/tickets/server";
import { v1Route } from "../v1-route";

export const GET = v1Route({ scope: "tickets", operation: "tickets.get", params: ticketParams, notFound: TICKET_NOT_FOUND }, ({ session, params }) =>
  getTicket(session, params.id),
);
