// Bulk renew (defined here): one request renews up to 1,000 clients by the same months. Each
// client runs in its own savepoint inside the request's transaction, which also holds the
// Idempotency-Key record: a client that fails (outside the subtree, deleted meanwhile, the
// balance ran out) rolls back alone and the others stand, while a replay of the whole request
// answers the first result and charges nothing more.
import { z } from "zod";
import type { Db } from "../../db/connect";
import { HttpError } from "../../http/errors";
import type { Clock } from "../dates";
import type { Actor } from "../roles";
import { renewClient } from "./billing";
import { clientName } from "./input";

export const MAX_BULK_RENEW = 1000;

export const bulkRenewSchema = z.object({
  names: z
    .array(clientName)
    .min(1, "Select at least one client")
    .max(MAX_BULK_RENEW, `At most ${MAX_BULK_RENEW} clients per renewal`)
    .refine((names) => new Set(names).size === names.length, "Each client may be listed only once"),
  months: z.coerce.number().int().min(1).max(12),
});

export type RenewOutcome =
  | { name: string; renewed: true; expiry: string }
  | { name: string; renewed: false; reason: "not_found" | "no_credits"; message: string };

export async function bulkRenew(tx: Db, actor: Actor, names: string[], months: number, clock: Clock) {
  const results: RenewOutcome[] = [];
  let broke = false;
  for (const name of names) {
    // Once the balance ran out, every later client (same months) would fail the same way.
    if (broke) {
      results.push({ name, renewed: false, reason: "no_credits", message: "Not enough credits" });
      continue;
    }
    try {
      const done = await tx.transaction((savepoint) => renewClient(savepoint, actor, name, months, clock));
      results.push({ name, renewed: true, expiry: done.expiry });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const reason = error.status === 404 ? "not_found" : "no_credits";
      if (reason === "no_credits") broke = true;
      results.push({ name, renewed: false, reason, message: error.message });
    }
  }
  const renewed = results.filter((r) => r.renewed).length;
  return { months, renewed, refused: results.length - renewed, credits: actor.role === "admin" ? 0 : renewed * months, results };
}
