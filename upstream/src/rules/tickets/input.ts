// The bodies of the ticket calls (accounts spec §3, §7) and their field rules (§5, §9). Shape
// errors answer 400 through http/input.ts; "Tested on another device?" left unanswered is a
// business rule (422, in write.ts) because the panel's own form treats it as one.
import { z } from "zod";
import { plainText } from "../text";

// tickets.id is a PostgreSQL serial (int4): anything larger cannot name a ticket.
const MAX_ID = 2_147_483_647;
const ID_MESSAGE = `id must be a whole number from 1 to ${MAX_ID}`;

export const ticketId = z.number(ID_MESSAGE).int(ID_MESSAGE).min(1, ID_MESSAGE).max(MAX_ID, ID_MESSAGE);

/** The `{id}` of a path: digits only, then the same range as a body's id. */
export const ticketIdParam = z
  .string()
  .regex(/^\d{1,10}$/, ID_MESSAGE)
  .transform(Number)
  .pipe(ticketId);

/** 0 Channel Not Working/Freezing, 1 Wrong Channel, 2 New Channel request, 3 New Movie/Series/Episode request, 4 Audio issues, 5 Other. */
const ISSUE_TYPE_MESSAGE = "issue_type must be a whole number from 0 to 5";
/** 0 unanswered ("Select"), 1 Yes, 2 No. */
const TESTED_MESSAGE = "tested must be 0, 1 or 2";

export const TESTED_UNANSWERED = 0;

export const addTicketSchema = z.object({
  issue_type: z.number(ISSUE_TYPE_MESSAGE).int(ISSUE_TYPE_MESSAGE).min(0, ISSUE_TYPE_MESSAGE).max(5, ISSUE_TYPE_MESSAGE),
  isp: plainText().trim().max(50, "ISP name is too long").default(""),
  device: plainText().trim().max(50, "Device name is too long").default(""),
  tested: z.union([z.literal(0), z.literal(1), z.literal(2)], TESTED_MESSAGE),
  description: plainText({ multiline: true }).trim().min(10, "Please describe the issue in at least 10 characters").max(499, "Description is too long"),
});
export type AddTicketInput = z.output<typeof addTicketSchema>;

// Status 0 is accepted in the shape so that a reopening attempt gets the rule's own 422 answer.
export const saveTicketSchema = z.object({
  id: ticketId,
  status: z.union([z.literal(0), z.literal(1)], "status must be 0 (active) or 1 (closed)"),
});
export type SaveTicketInput = z.output<typeof saveTicketSchema>;

export const addDetailSchema = z.object({
  id: ticketId,
  description: plainText({ multiline: true }).trim().min(1, "Please enter the details").max(499, "Description is too long"),
});
export type AddDetailInput = z.output<typeof addDetailSchema>;
