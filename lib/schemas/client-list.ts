// The rows and counts the upstream answers the client list with.
import { z } from "zod";
import { withQuickList } from "./quick-check";
import { oneLine } from "./text";

export const BLANK_SEARCH_MESSAGE = "The search is blank: clear it to choose every client of the tab, or type what to match";

/**
 * The search of "every client matching" (bulk renew, messaging): printable text only, so a search
 * made of control characters, which the upstream would drop to nothing, cannot silently select
 * every client; a search of spaces alone is refused too rather than read as "everyone". The
 * list sends its search trimmed, so "" (no search) is the only way to mean the whole tab.
 */
export const matchingSearchSchema = oneLine()
  .refine((raw) => raw === "" || raw.trim() !== "", BLANK_SEARCH_MESSAGE)
  .trim()
  .max(100, "The search is too long");

export const clientRowSchema = z.object({
  name: z.string(),
  description: z.string().nullable().default(""),
  mac: z.string().nullable().default(""),
  ministra: z.boolean().default(false),
  status: z.boolean().default(true),
  expiry: z.string().nullable().default(null),
  reseller: z.string().nullable().optional(),
  dealer: z.string().nullable().optional(),
  /** The reference upstream's list rows say whether a client is on its trial; a spec backend's need not. */
  trial: z.boolean().optional(),
});
export type ClientRow = z.infer<typeof clientRowSchema>;

/** A row of the expiry worklist (issue 14): a client, and whether it is a trial. */
export const expiringRowSchema = clientRowSchema.extend({ trial: z.boolean().default(false) });
export type ExpiringRow = z.infer<typeof expiringRowSchema>;

/** Its rows checked by the quick path (./quick-check.ts): an export reads 5,000 at a time. */
export const clientListResponseSchema = withQuickList(
  z.object({
    client_list: z.array(clientRowSchema),
    total: z.number().int(),
    current_page: z.number().int(),
    per_page: z.number().int(),
    total_pages: z.number().int(),
    counts: z.object({ all: z.number().int(), active: z.number().int(), expired: z.number().int() }),
  }),
  "client_list",
);
