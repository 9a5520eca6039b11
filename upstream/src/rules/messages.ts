// Messages to clients (POST /<prefix>/sendmessage): one outbox row per recipient, due five
// minutes later (spec §2.5: "Messages take about 5 minutes to deliver"). Also the rule of a
// message's text, which the panel message (POST /admin/message) shares.
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/connect";
import { clients, messageOutbox } from "../db/schema";
import { HttpError } from "../http/errors";
import { plainText } from "../http/text";
import { clientName } from "./clients/input";
import { audit, change } from "./audit/record";
import type { Actor } from "./roles";
import { clientInScope } from "./subtree";

export const DELIVERY_DELAY_MS = 5 * 60 * 1000;
export const MAX_RECIPIENTS = 10_000;
export const MAX_MESSAGE_LENGTH = 300;

/** 1-300 characters after trimming; newlines allowed, other control characters not. */
export const messageText = plainText({ newlines: true }).trim().min(1, "Please input a message").max(MAX_MESSAGE_LENGTH, "Message is too long");

export const sendMessageSchema = z.object({
  simpleData: z
    .array(clientName)
    .min(1, "Select at least one client")
    .max(MAX_RECIPIENTS, `At most ${MAX_RECIPIENTS} clients per message`)
    .refine((logins) => new Set(logins).size === logins.length, "Each client may be listed only once"),
  message: messageText,
  server: z.literal([0, 1], "Server must be 0 or 1"),
});
export type SendMessageInput = z.output<typeof sendMessageSchema>;

/**
 * Every login must name a client in the actor's subtree, or nothing is queued: 404 naming the
 * first one (in the order sent) that does not, as if it did not exist. The logins travel as one
 * JSON parameter, so 10,000 of them cost one parameter, not 10,000.
 */
export async function queueMessages(tx: Db, actor: Actor, input: SendMessageInput, now: Date) {
  const logins = JSON.stringify(input.simpleData);
  // A LEFT JOIN rather than NOT EXISTS: the planner hashes both sides, where the anti join it
  // picks for NOT EXISTS compared every login with every client (quadratic in the logins).
  const missing = (await tx.execute(sql`
    SELECT sent.login FROM json_array_elements_text(${logins}::json) WITH ORDINALITY AS sent (login, position)
    LEFT JOIN ${clients} ON ${clients.name} = sent.login AND ${clientInScope(actor)}
    WHERE ${clients.id} IS NULL
    ORDER BY sent.position LIMIT 1`)) as unknown as { rows: { login: string }[] };
  if (missing.rows[0]) throw new HttpError(404, `Client ${missing.rows[0].login} not found`);

  const dueAt = new Date(now.getTime() + DELIVERY_DELAY_MS);
  await tx.execute(sql`
    INSERT INTO ${messageOutbox} (client_name, message, server, sender_id, created, due_at)
    SELECT sent.login, ${input.message}, ${input.server}, ${actor.id}, ${now.toISOString()}::timestamptz, ${dueAt.toISOString()}::timestamptz
    FROM json_array_elements_text(${logins}::json) AS sent (login)`);
  const n = input.simpleData.length;
  // One entry per send, naming the recipients when they are few (a list of 10,000 would swamp the log).
  const target = n === 1 ? input.simpleData[0] : `${n} clients`;
  const changes = [change("message", null, input.message), change("recipients", null, n <= 20 ? input.simpleData.join(", ") : n)];
  await audit(tx, actor, now, { action: "message.send", target, changes });
  return { count: n, dueAt: dueAt.toISOString() };
}
