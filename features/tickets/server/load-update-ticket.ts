import "server-only";
import { redirect } from "next/navigation";
import { ticketIdSchema, type Ticket, type TicketDetail } from "@/lib/schemas/tickets";
import { screenRoute } from "@/lib/screens";
import type { SessionData } from "@/lib/session";
import { getTicket, getTicketDetails } from "@/features/tickets/server/upstream";
import { firstParam, loadItem, loadPart } from "@/lib/loaders/item";

export type UpdateTicketData =
  | {
      kind: "ready";
      ticket: Ticket;
      /** Null when the details call failed; the thread then shows `detailsError` and retries in the browser. */
      details: TicketDetail[] | null;
      detailsError: string | null;
    }
  | { kind: "missing"; id: string }
  | { kind: "failed"; message: string };

/** Everything Update Ticket Status needs, for the ticket in `?id=` (so the screen survives a reload). */
export async function loadUpdateTicket(session: SessionData, rawId: string | string[] | undefined): Promise<UpdateTicketData> {
  const given = firstParam(rawId)?.trim();
  // No ticket chosen: the list is where one is chosen.
  if (!given) redirect(screenRoute(session.role, "tickets.list") ?? "/");
  const id = ticketIdSchema.safeParse(given);
  if (!id.success) return { kind: "missing", id: given };

  // Both at once: the thread does not depend on the ticket, and a missing ticket makes it moot.
  const [loaded, details] = await Promise.all([loadItem(() => getTicket(session, id.data)), loadPart(getTicketDetails(session, id.data))]);
  if (loaded.kind === "missing") return { kind: "missing", id: given };
  if (loaded.kind === "failed") return loaded;
  return { kind: "ready", ticket: loaded.item, details: details.rows, detailsError: details.error };
}
