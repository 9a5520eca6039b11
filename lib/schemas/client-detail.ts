// What the upstream answers about one client, its packages and its history.
import { z } from "zod";
import { calendarDate, credits, flag, integer, integers, moment, text } from "./fields";
import { listOf } from "./tolerant";

const optionalText = text({ empty: "" });

// Each field by its meaning (./fields.ts). A status left out is unknown (null), never "active".
export const clientDetailSchema = z.object({
  name: text(),
  password: optionalText,
  parent_pass: optionalText,
  description: optionalText,
  mac: optionalText,
  ministra: flag({ empty: false }),
  alt_player: flag({ empty: false }),
  status: flag({ empty: null }),
  expiry: calendarDate({ empty: null }),
  last_updated: moment({ empty: null }),
  last_active: moment({ empty: null }),
  stb_sn: optionalText,
  stb_type: optionalText,
  version: optionalText,
  // A flag where it is one; a word as it comes (features/clients/components/update/device-info-card.tsx reads "online", "yes").
  online: z.union([flag(), z.number(), z.string()]).nullable().optional(),
  phone: optionalText,
  theme: text({ empty: "" }).transform((v) => v || "classic"),
  server: integer({ empty: 0 }),
  package_selection: integer({ empty: 8 }),
  packages: integers({ empty: [] as number[] }),
  reseller: optionalText,
  dealer: optionalText,
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

export const packageListSchema = z.object({
  packages: z.array(z.object({ id: integer(), name: text(), type: text() })),
  presets: z.array(z.object({ id: integer(), name: text() })),
});
export type PackageList = z.infer<typeof packageListSchema>;

export const subpackagesSchema = z.object({ subs: integers({ empty: [] as number[] }) });

export const transactionSchema = z.object({
  created: moment(),
  type: text(),
  login: text({ empty: null }),
  credits: credits({ empty: 0 }),
  expiry: calendarDate({ empty: null }),
  description: text({ empty: null }),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** A list of ledger rows, bare or wrapped in { data }. */
export const transactionListSchema = listOf(transactionSchema);
