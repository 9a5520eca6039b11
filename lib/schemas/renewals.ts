// The expiry worklist and bulk renew: what the upstream answers, and what the panel's
// bulk renew sends to the BFF: the chosen names, or every client matching a list's tab and search.
import { z } from "zod";
import { CLIENT_LIST, EXPIRING_LIST } from "@/lib/lists";
import { clientNameSchema } from "./client";
import { count } from "./fields";
import { wholeNumber } from "./numbers";
import { expiringRowSchema, matchingSearchSchema, type ExpiringRow } from "./client-list";
import { MAX_BULK_RENEW, RENEW_TEXTS } from "./renewal-limits";

export { MAX_BULK_RENEW, RENEW_TEXTS };

export { expiringRowSchema, type ExpiringRow };

export const expiringResponseSchema = z.object({
  client_list: z.array(expiringRowSchema),
  total: count(),
  current_page: count(),
  per_page: count(),
  total_pages: count(),
  counts: z.object({ week: count(), trials: count() }),
});

const months = wholeNumber(1, 12, "Choose how many months");

/** POST /api/bulk-renew: names, or "every client matching" the tab and search of the client list or the worklist. */
export const bulkRenewSchema = z.object({
  clients: z.discriminatedUnion("kind", [
    z.object({
      kind: z.literal("names"),
      names: z
        .array(clientNameSchema)
        .min(1, RENEW_TEXTS.none)
        .max(MAX_BULK_RENEW, RENEW_TEXTS.tooMany)
        .transform((names) => [...new Set(names)]),
    }),
    // One member per discriminator value (zod refuses two "matching" members): the tab is checked against the list's own.
    z
      .object({ kind: z.literal("matching"), list: z.enum(["clients", "expiring"]), tab: z.string(), q: matchingSearchSchema })
      .refine((m) => (m.list === "clients" ? (CLIENT_LIST.tabs as readonly string[]) : (EXPIRING_LIST.tabs as readonly string[])).includes(m.tab), {
        message: "Unknown tab",
        path: ["tab"],
      }),
  ]),
  months,
});
export type BulkRenewInput = z.infer<typeof bulkRenewSchema>;
export type RenewTarget = BulkRenewInput["clients"];

export const renewOutcomeSchema = z.union([
  z.object({ name: z.string(), renewed: z.literal(true), expiry: z.string() }),
  z.object({ name: z.string(), renewed: z.literal(false), reason: z.string(), message: z.string() }),
]);
export type RenewOutcome = z.infer<typeof renewOutcomeSchema>;

export const bulkRenewAnswerSchema = z.object({
  months: z.number().int(),
  renewed: z.number().int(),
  refused: z.number().int(),
  credits: z.number().int(),
  results: z.array(renewOutcomeSchema),
});
export type BulkRenewAnswer = z.infer<typeof bulkRenewAnswerSchema>;
