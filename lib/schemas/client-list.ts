// The rows and counts the upstream answers the client list with.
import { z } from "zod";
import { calendarDate, count, flag, text } from "./fields";
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

// Each field by its meaning (./fields.ts). A status left out is unknown (null), never "active": a
// backend that drops empty fields (PHP's array_filter) drops `false` with them.
export const clientRowSchema = z.object({
  name: text(),
  description: text({ empty: "" }),
  mac: text({ empty: "" }),
  ministra: flag({ empty: false }),
  status: flag({ empty: null }),
  expiry: calendarDate({ empty: null }),
  reseller: text({ empty: null }).optional(),
  dealer: text({ empty: null }).optional(),
  /** The reference upstream's list rows say whether a client is on its trial; a spec backend's need not. */
  trial: flag({ empty: undefined }).optional(),
});
export type ClientRow = z.infer<typeof clientRowSchema>;

/** A row of the expiry worklist: a client, and whether it is a trial. */
export const expiringRowSchema = clientRowSchema.extend({ trial: flag({ empty: false }) });
export type ExpiringRow = z.infer<typeof expiringRowSchema>;

/** Its rows checked by the quick path (./quick-check.ts): an export reads 5,000 at a time. */
export const clientListResponseSchema = withQuickList(
  z.object({
    client_list: z.array(clientRowSchema),
    total: count(),
    current_page: count(),
    per_page: count(),
    total_pages: count(),
    counts: z.object({ all: count(), active: count(), expired: count() }),
  }),
  "client_list",
);
