import "server-only";
// GET /api/v1/tickets/:id/details – the ticket's follow-ups, oldest first ({ data })
import { TICKET_NOT_FOUND, ticketParams } from "@/lib/schemas/tickets";
import { getTicketDetails } from "@/features/tickets/server";
import { v1Route } from "../v1-route";

export const GET = v1Route(
  { scope: "tickets", operation: "tickets.details", params: ticketParams, notFound: TICKET_NOT_FOUND },
  async ({ session, params }) => ({
    data: await getTicketDetails(session, params.id),
  }),
);
