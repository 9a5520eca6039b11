// Message Clients and the panel message (accounts spec §2.5, §2.7, §5, §8, §9): the schemas the
// forms and the BFF share, the upstream's answers, and the spec's words.
import { z } from "zod";
import { writeAnswer } from "./write-answer";
import { SERVERS } from "@/lib/client-constants";
import { CLIENT_LIST } from "@/lib/lists";
import { clientNameSchema } from "./client";
import { matchingSearchSchema } from "./client-list";
import { plainText } from "./text";

export const MESSAGE_MAX = 300;
/** The upstream queues at most this many recipients per message. */
export const MAX_RECIPIENTS = 10_000;

export const MESSAGE_TEXTS = {
  empty: "Please input a message",
  /** The field's own error over 300 characters. */
  tooLong: "Message is too long",
  /** What Send says over 300 characters: the spec's text, its "100" included (spec §5 keeps both readings). */
  reduce: "Please reduce the message to below 100 characters!",
  noRecipients: "Please select at least one client",
  tooMany: `At most ${MAX_RECIPIENTS.toLocaleString("en-US")} clients per message`,
  sent: "Message sent to all selected user(s)",
  delivery: "Messages take about 5 minutes to deliver.",
  saved: "Message saved.",
  saveFailed: "Error saving message.",
} as const;

/** 1-300 characters once trimmed, as the upstream counts them; line breaks allowed, tabs and other control characters not. */
export const messageTextSchema = plainText({ newlinesOnly: true }).trim().min(1, MESSAGE_TEXTS.empty).max(MESSAGE_MAX, MESSAGE_TEXTS.tooLong);

/** Messaging offers servers 0 and 1 only (spec §9), named as the client forms name them. */
export const MESSAGE_SERVERS = SERVERS.filter((server) => server.id === 0 || server.id === 1);
const messageServer = z.union([z.literal(0), z.literal(1)], { error: "Choose server 0 or 1" });

/**
 * Who receives a message: the logins chosen row by row, or every client matching a tab and a
 * search of the client list, which the BFF collects itself rather than take thousands of names
 * from the browser.
 */
export const recipientsSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("logins"),
    logins: z
      .array(clientNameSchema)
      .min(1, MESSAGE_TEXTS.noRecipients)
      .max(MAX_RECIPIENTS, MESSAGE_TEXTS.tooMany)
      .transform((logins) => [...new Set(logins)]),
  }),
  z.object({ kind: z.literal("matching"), tab: z.enum(CLIENT_LIST.tabs), q: matchingSearchSchema }),
]);
export type Recipients = z.infer<typeof recipientsSchema>;

/** POST /api/messages. */
export const sendMessageSchema = z.object({ recipients: recipientsSchema, message: messageTextSchema, server: messageServer });

/** A form's one message field: Message Clients' text, and the whole of POST /api/panel-message. */
export const messageFieldSchema = z.object({ message: messageTextSchema });
/** @alias the panel message's body is that one field, under the name its route reads best with. */
export const panelMessageSchema = messageFieldSchema;

// ── What the upstream answers ───────────────────────────────────────────────────────────────

/** sendmessage: the reference upstream tells how many outbox rows were queued and when they fall due; a spec backend need not. */
export const sendMessageAnswerSchema = writeAnswer({ count: z.number().int().nonnegative(), dueAt: z.iso.datetime() });
/** What the BFF answers the screen: the count it sent when the upstream does not say, the due time when it does. */
type Sent = z.output<typeof sendMessageAnswerSchema>;
export type SendMessageAnswer = { count: NonNullable<Sent["count"]>; dueAt: NonNullable<Sent["dueAt"]> | null };

export const panelMessageAnswerSchema = writeAnswer({ message: z.string() });
export type PanelMessageAnswer = z.output<typeof panelMessageAnswerSchema>;
