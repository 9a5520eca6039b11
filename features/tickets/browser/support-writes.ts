// The ticket and message writes as the browser calls them (app/api/tickets/, app/api/messages,
// app/api/panel-message): each body the input of the schema its handler parses, each answer what
// its handler returns (features/tickets/server/upstream.ts, lib/upstream/messaging.ts).
import type { z } from "zod";
import type { panelMessageSchema, PanelMessageAnswer, SendMessageAnswer, sendMessageSchema } from "@/lib/schemas/messaging";
import type { addDetailSchema, addTicketSchema, NewDetailAnswer, NewTicketAnswer, SavedTicket, saveTicketSchema } from "@/lib/schemas/tickets";
import { bffCall } from "@/lib/browser/typed-call";

/** A ticket's BFF address (also the SWR key its screen reads it with). */
export const ticketPath = (id: number) => `/api/tickets/${id}`;
/** A ticket's thread. */
export const ticketDetailsPath = (id: number) => `${ticketPath(id)}/details`;

export const supportWrites = {
  /** POST /api/tickets */
  addTicket: () => bffCall<z.input<typeof addTicketSchema>, NewTicketAnswer>("POST", "/api/tickets"),
  /** PUT /api/tickets/:id: closes it. */
  saveTicket: (id: number) => bffCall<z.input<typeof saveTicketSchema>, SavedTicket>("PUT", ticketPath(id)),
  /** POST /api/tickets/:id/details */
  addDetail: (id: number) => bffCall<z.input<typeof addDetailSchema>, NewDetailAnswer>("POST", ticketDetailsPath(id)),
  /** POST /api/messages */
  sendMessage: () => bffCall<z.input<typeof sendMessageSchema>, SendMessageAnswer>("POST", "/api/messages"),
  /** POST /api/panel-message */
  panelMessage: () => bffCall<z.input<typeof panelMessageSchema>, PanelMessageAnswer>("POST", "/api/panel-message"),
};
