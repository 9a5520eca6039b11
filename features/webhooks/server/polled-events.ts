import "server-only";
import type { ClientRow } from "@/lib/schemas/client-list";
import type { Caller } from "@/lib/upstream/call";
import type { EventType } from "../schemas";
import { eventsOf, type Db, type EndpointRow } from "./endpoints-repo";
import { DAY, enqueue } from "./outbox";
import type { PollReads } from "./poll-reads";

// The polled events of one account, from one reading of its clients, credits and tickets. Each is
// keyed so that it is written once: a client's expiry date (expiring, expired), a dip of the
// balance below the threshold, a ticket's answer. Dates are the backend's calendar dates, counted
// from today's date in UTC. An endpoint is told only of what happens after it was added: an
// expiry before that day, or an answer before that moment, is not news to it; nor is an expiry
// more than a week past (the outbox forgets a delivery after 90 days, and must not write it anew).

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
/** An expiry this many days past is still news; older ones were told (or the endpoint was not there). */
const EXPIRED_WITHIN_DAYS = 7;
/** Tickets changed this recently have their details read; older answers were seen by earlier polls. */
const TICKET_LOOKBACK_MS = 2 * DAY;

type Candidate = { endpoint: EndpointRow; type: EventType; key: string; data: unknown };

/**
 * The candidates not written before, asked in one statement: a large list has most of its
 * window's clients told already, and each would otherwise be an insert that changes nothing.
 * (The insert's unique key still decides, should another poll write one meanwhile.)
 */
async function unwritten(db: Db, candidates: Candidate[]): Promise<Candidate[]> {
  if (candidates.length === 0) return [];
  const keys = candidates.map((c) => `${c.endpoint.id}:${c.key}`);
  const rows = await db.query<{ dedupe_key: string }>("SELECT dedupe_key FROM webhook_events WHERE dedupe_key = ANY($1::text[])", [keys]);
  const written = new Set(rows.map((row) => row.dedupe_key));
  return candidates.filter((_, index) => !written.has(keys[index]!));
}

export async function polledEvents(db: Db, reads: PollReads, caller: Caller, account: { name: string }, endpoints: EndpointRow[], now: Date): Promise<number> {
  const wants = (type: string) => endpoints.filter((e) => eventsOf(e).some((t) => t === type));
  let written = 0;
  const count = (id: string | null) => void (id && written++);
  const today = dayOf(now);

  const expiring = wants("client.expiring");
  const expired = wants("client.expired");
  if (expiring.length + expired.length > 0) {
    const clients = (await reads.clients(caller)).filter((c): c is ClientRow & { expiry: string } => typeof c.expiry === "string");
    const candidates: Candidate[] = [];
    for (const client of clients) {
      const daysLeft = daysBetween(today, client.expiry);
      for (const endpoint of expiring)
        if (daysLeft >= 0 && daysLeft <= Number(endpoint.expiring_days))
          candidates.push({
            endpoint,
            type: "client.expiring",
            key: `client.expiring:${client.name}:${client.expiry}`,
            data: { client: client.name, expiry: client.expiry, daysLeft },
          });
      for (const endpoint of expired)
        if (daysLeft < 0 && daysLeft >= -EXPIRED_WITHIN_DAYS && client.expiry >= dayOf(new Date(endpoint.created_at)))
          candidates.push({
            endpoint,
            type: "client.expired",
            key: `client.expired:${client.name}:${client.expiry}`,
            data: { client: client.name, expiry: client.expiry },
          });
    }
    for (const candidate of await unwritten(db, candidates)) count(await enqueue(db, candidate.endpoint, candidate.type, candidate.key, candidate.data, now));
  }

  const low = wants("credits.low");
  const credits = low.length > 0 ? await reads.credits(caller) : null;
  if (credits !== null) {
    for (const endpoint of low) {
      const threshold = Number(endpoint.low_credit);
      if (credits < threshold) {
        count(await enqueue(db, endpoint, "credits.low", `credits.low:${endpoint.credits_dips}`, { credits, threshold }, now));
        await db.query("UPDATE webhook_endpoints SET credits_low = true WHERE id = $1", [endpoint.id]);
      } else if (endpoint.credits_low) {
        // Back above: the next dip is another event.
        await db.query("UPDATE webhook_endpoints SET credits_low = false, credits_dips = credits_dips + 1 WHERE id = $1 AND credits_low", [endpoint.id]);
      }
    }
  }

  const answered = wants("ticket.answered");
  if (answered.length > 0) {
    const since = now.getTime() - TICKET_LOOKBACK_MS;
    const changed = (await reads.tickets(caller)).filter((t) => Date.parse(t.modified || t.created) >= since);
    const own = account.name.toLowerCase();
    for (const ticket of changed) {
      const details = await reads.details(caller, ticket.id);
      const answers = details.filter((d) => d.createdBy !== "" && d.createdBy.toLowerCase() !== own);
      const latest = answers.at(-1);
      if (!latest) continue;
      for (const endpoint of answered)
        if (Date.parse(latest.created) >= new Date(endpoint.created_at).getTime())
          count(
            await enqueue(
              db,
              endpoint,
              "ticket.answered",
              `ticket.answered:${ticket.id}:${latest.created}`,
              { ticket: ticket.id, answeredAt: latest.created, closed: ticket.status !== 0 },
              now,
            ),
          );
    }
  }
  return written;
}
