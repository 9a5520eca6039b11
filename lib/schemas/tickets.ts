// Support tickets (accounts spec §3, §5, §7): what the forms and the BFF accept, with the spec's
// messages, and what the upstream answers (upstream/README.md, "Tickets"). The form and the
// route handler parse with the same schema, so a refusal reads the same in both.
import { z } from "zod";
import { integer, moment, text } from "./fields";
import { listOf } from "./tolerant";
import { writeAnswer } from "./write-answer";
import { CLOSED, DESCRIPTION_MAX, DESCRIPTION_MIN, DEVICE_MAX, ISP_MAX, ISSUE_TYPES } from "@/lib/ticket-labels";
import { plainText } from "./text";

export const TICKET_MESSAGES = {
  issueType: "Please choose an issue type",
  deviceTooLong: "Device name is too long",
  ispTooLong: "ISP name is too long",
  testedUnanswered: "Please answer the question: Tested on another device?",
  descriptionTooShort: `Please describe the issue in at least ${DESCRIPTION_MIN} characters`,
  descriptionTooLong: "Description is too long",
  detailsRequired: "Please enter the details",
  resolveOnly: "A ticket can only be closed (Issue Resolved)",
} as const;
export const TICKET_NOT_FOUND = "Ticket not found";

const LAST_ISSUE_TYPE = ISSUE_TYPES.length - 1;
// Tickets are numbered by a PostgreSQL serial upstream: nothing larger names one.
const MAX_TICKET_ID = 2_147_483_647;

/** Create Ticket (accounts spec §5): numbers as JSON numbers, texts trimmed and measured after trimming. */
export const addTicketSchema = z.object({
  issue_type: z
    .number(TICKET_MESSAGES.issueType)
    .int(TICKET_MESSAGES.issueType)
    .min(0, TICKET_MESSAGES.issueType)
    .max(LAST_ISSUE_TYPE, TICKET_MESSAGES.issueType),
  device: plainText().trim().max(DEVICE_MAX, TICKET_MESSAGES.deviceTooLong).default(""),
  isp: plainText().trim().max(ISP_MAX, TICKET_MESSAGES.ispTooLong).default(""),
  // 0 is the unanswered "Select": the form says so and nothing is sent.
  tested: z.union([z.literal(1), z.literal(2)], TICKET_MESSAGES.testedUnanswered),
  description: plainText({ multiline: true })
    .trim()
    .min(DESCRIPTION_MIN, TICKET_MESSAGES.descriptionTooShort)
    .max(DESCRIPTION_MAX, TICKET_MESSAGES.descriptionTooLong),
});
export type AddTicketInput = z.output<typeof addTicketSchema>;

/** Update Ticket Status: closing is the only change there is (accounts spec §4), so 1 is the only value. */
export const saveTicketSchema = z.object({ status: z.literal(CLOSED, TICKET_MESSAGES.resolveOnly) });

/** A follow-up in the Details thread. */
export const addDetailSchema = z.object({
  description: plainText({ multiline: true }).trim().min(1, TICKET_MESSAGES.detailsRequired).max(DESCRIPTION_MAX, TICKET_MESSAGES.descriptionTooLong),
});

/** A ticket id in a path or in ?id=: digits only, in the upstream's range; anything else names no ticket. */
export const ticketIdSchema = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_TICKET_ID));
export const ticketParams = z.object({ id: ticketIdSchema });

// The upstream's answers. Reads tolerate fields they do not know, and what the spec leaves open:
// the owner's name is the admin's to see, and the details call lists entries without an id.
const itemShape = {
  id: integer(),
  /** The owner's login. */
  name: text({ empty: "" }),
  status: integer({ empty: 0 }),
  type: integer({ empty: 0 }),
  device: text({ empty: "" }),
  isp: text({ empty: "" }),
  description: text({ empty: "" }),
  created: moment(),
  modified: moment({ empty: "" }),
};
const ticketShape = { ...itemShape, tested: integer({ empty: 0 }) };
const detailShape = {
  id: integer({ empty: undefined }).optional(),
  created: moment(),
  description: text({ empty: "" }),
  status: integer({ empty: 0 }),
  createdBy: text({ empty: "" }),
};

export const ticketItemSchema = z.object(itemShape);
export type TicketItem = z.infer<typeof ticketItemSchema>;
/** "ticket list (data)": as { data }, or bare. */
export const ticketListSchema = listOf(ticketItemSchema);

export const ticketSchema = z.object(ticketShape);
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketDetailSchema = z.object(detailShape);
export type TicketDetail = z.infer<typeof ticketDetailSchema>;
export const ticketDetailListSchema = listOf(ticketDetailSchema);

// The writes' answers (the status decides success, lib/schemas/write-answer.ts): addticket answers
// the new ticket, saveticket a value the confirmation shows ({ id, status: 1 } on the reference
// upstream), addticketdetail the new entry.
export const newTicketSchema = writeAnswer({ id: z.number().int() });
export const savedTicketSchema = writeAnswer({ id: z.number().int(), status: z.number().int() });
/** What the BFF answers a save: the upstream's answer, the id always there (the BFF fills in the one it sent). */
export type SavedTicket = z.output<typeof savedTicketSchema> & { id: number };
export const newDetailSchema = writeAnswer({ id: z.number().int() });
export type NewTicketAnswer = z.output<typeof newTicketSchema>;
export type NewDetailAnswer = z.output<typeof newDetailSchema>;
