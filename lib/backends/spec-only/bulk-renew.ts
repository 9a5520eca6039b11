import "server-only";
import { IntentConflict } from "@/lib/intents";
import { creditsResponseSchema } from "@/lib/schemas/dashboard";
import type { BulkRenewAnswer, RenewOutcome } from "@/lib/schemas/renewals";
import { monthsWriteAnswer } from "@/lib/schemas/write-answer";
import type { Caller } from "@/lib/upstream/caller";
import { UpstreamError } from "@/lib/upstream/errors";
import type { Calls } from "@/lib/upstream/send";
import type { BatchSpend, SpendItem } from "../types";

// Bulk renew on a spec backend: the spec has one renew call, so the BFF renews the
// clients one after another, each through the request's spend entrance (lib/api/spend.ts) as an
// item of its own, whose intent is derived from the batch's key. A batch sent again with the same
// key (a second tab, a retry after the page closed or the panel restarted) replays each client
// already renewed and sends only the others: no client is renewed twice for one intent. The balance read first stops the batch where it runs out, as the
// reference upstream does.

const BULK_REASONS = { unknown: "unknown", refused: "refused", noCredits: "no_credits", notFound: "not_found" } as const;

type Renewed = { name?: string; months?: number; expiry?: string };

const itemOf = (name: string, months: number): SpendItem => ({ name, operation: "clients.renew", payload: { name, months } });

async function renewOne(calls: Calls, caller: Caller, spend: BatchSpend, name: string, months: number): Promise<RenewOutcome> {
  try {
    const outcome = await spend.item(itemOf(name, months), () => calls.post(monthsWriteAnswer, caller, "clients.renew", { name, months }));
    if (outcome.kind === "unknown") return { name, renewed: false, reason: BULK_REASONS.unknown, message: "The backend did not confirm this renewal" };
    return { name, renewed: true, expiry: (outcome.body as Renewed).expiry ?? "" };
  } catch (error) {
    if (error instanceof IntentConflict) return { name, renewed: false, reason: BULK_REASONS.refused, message: error.message };
    if (!(error instanceof UpstreamError) || error.kind !== "response") throw error;
    const reason = error.status === 404 ? BULK_REASONS.notFound : BULK_REASONS.refused;
    return { name, renewed: false, reason, message: error.message };
  }
}

export async function bulkRenew(calls: Calls, caller: Caller, names: string[], months: number, spend: BatchSpend): Promise<BulkRenewAnswer> {
  const balance =
    caller.role === "admin"
      ? null
      : await calls
          .get(creditsResponseSchema, caller, "credits")
          .then((answer) => answer.credits)
          .catch(() => null);
  let budget = balance ?? Infinity;
  const results: RenewOutcome[] = [];
  for (const name of names) {
    // A client this batch already sent is replayed (or stays unknown) and costs nothing more.
    const sentBefore = await spend.sent(itemOf(name, months));
    if (!sentBefore && budget < months) {
      results.push({ name, renewed: false, reason: BULK_REASONS.noCredits, message: "Not enough credits" });
      continue;
    }
    const outcome = await renewOne(calls, caller, spend, name, months);
    if (!sentBefore && outcome.renewed) budget -= months;
    results.push(outcome);
  }
  const renewed = results.filter((r) => r.renewed).length;
  return { months, renewed, refused: results.length - renewed, credits: caller.role === "admin" ? 0 : renewed * months, results };
}
