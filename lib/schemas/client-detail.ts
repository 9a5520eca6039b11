// What the upstream answers about one client, its packages and its history.
import { z } from "zod";
import { listOf } from "./tolerant";

const nullableString = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? "");

export const clientDetailSchema = z.object({
  name: z.string(),
  password: nullableString,
  parent_pass: nullableString,
  description: nullableString,
  mac: nullableString,
  ministra: z.boolean().default(false),
  alt_player: z.boolean().default(false),
  status: z.boolean().default(true),
  expiry: z.string().nullable().default(null),
  last_updated: z.string().nullable().optional(),
  last_active: z.string().nullable().optional(),
  stb_sn: nullableString,
  stb_type: nullableString,
  version: nullableString,
  online: z.union([z.boolean(), z.number(), z.string()]).nullable().optional(),
  phone: nullableString,
  theme: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v || "classic"),
  server: z.coerce.number().int().default(0),
  package_selection: z.coerce.number().int().default(8),
  packages: z
    .array(z.coerce.number().int())
    .nullable()
    .optional()
    .transform((v) => v ?? []),
  reseller: nullableString,
  dealer: nullableString,
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

export const packageListSchema = z.object({
  packages: z.array(z.object({ id: z.coerce.number().int(), name: z.string(), type: z.string() })),
  presets: z.array(z.object({ id: z.coerce.number().int(), name: z.string() })),
});
export type PackageList = z.infer<typeof packageListSchema>;

export const subpackagesSchema = z.object({ subs: z.array(z.coerce.number().int()) });

export const transactionSchema = z.object({
  created: z.string(),
  type: z.string(),
  login: z.string().nullable().optional(),
  credits: z.number(),
  expiry: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** A list of ledger rows, bare or wrapped in { data }. */
export const transactionListSchema = listOf(transactionSchema);
