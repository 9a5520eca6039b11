import "server-only";
import { IntentConflict } from "@/lib/intents";
import type { Operation } from "@/lib/operations";
import type { BulkRenewAnswer, RenewOutcome } from "@/lib/schemas/renewals";
import type { SessionData } from "@/lib/session-cookie";
import { renewClient } from "./clients";
import { getCredits } from "./dashboard";
import { UpstreamError } from "./errors";

// Bulk renew on a spec backend (issue 19): the spec has one renew call, so the BFF renews the
// clients one after another, each through the request's spend entrance (lib/api/spend.ts) as an
// item of its own, whose intent is derived from the batch's key. A batch sent again with the same
// key (a second tab, a retry after the page closed or the panel restarted) replays each client
// already renewed and sends only the others: no client is renewed twice for one intent. The balance read first stops the batch where it runs out, as the
// reference upstream does.

export const BULK_REASONS = { unknown: "unknown", refused: "refused", noCredits: "no_credits", notFound: "not_found" } as const;

type Renewed = { name?: string; months?: number; expiry?: string };

/** What the batch needs of the request's spend entrance: each client sent at most once per batch. */
type Item = { name: string; operation: Operation; payload: unknown };
export type ItemSpend = {
  item(item: Item, send: () => Promise<unknown>): Promise<{ kind: "done"; body: unknown } | { kind: "unknown" }>;
  sent(item: Item): Promise<boolean>;
};

const itemOf = (name: string, months: number): Item => ({ name, operation: "clients.renew", payload: { name, months } });

async function renewOne(session: SessionData, spend: ItemSpend, name: string, months: number): Promise<RenewOutcome> {
  try {
    const outcome = await spend.item(itemOf(name, months), () => renewClient(session, name, months, {}));
    if (outcome.kind === "unknown") return { name, renewed: false, reason: BULK_REASONS.unknown, message: "The backend did not confirm this renewal" };
    return { name, renewed: true, expiry: (outcome.body as Renewed).expiry ?? "" };
  } catch (error) {
    if (error instanceof IntentConflict) return { name, renewed: false, reason: BULK_REASONS.refused, message: error.message };
    if (!(error instanceof UpstreamError) || error.kind !== "response") throw error;
    const reason = error.status === 404 ? BULK_REASONS.notFound : BULK_REASONS.refused;
    return { name, renewed: false, reason, message: error.message };
  }
}

export async function bulkRenewFromSpec(session: SessionData, names: string[], months: number, spend: ItemSpend): Promise<BulkRenewAnswer> {
  const balance = session.role === "admin" ? null : await getCredits(session).catch(() => null);
  let budget = balance ?? Infinity;
  const results: RenewOutcome[] = [];
  for (const name of names) {
    // A client this batch already sent is replayed (or stays unknown) and costs nothing more.
    const sentBefore = await spend.sent(itemOf(name, months));
    if (!sentBefore && budget < months) {
      results.push({ name, renewed: false, reason: BULK_REASONS.noCredits, message: "Not enough credits" });
      continue;
    }
    const outcome = await renewOne(session, spend, name, months);
    if (!sentBefore && outcome.renewed) budget -= months;
    results.push(outcome);
  }
  const renewed = results.filter((r) => r.renewed).length;
  return { months, renewed, refused: results.length - renewed, credits: session.role === "admin" ? 0 : renewed * months, results };
}
