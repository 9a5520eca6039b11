// Parsing the client list's URL state (lib/list-url.ts), and the rows and counts the upstream
// answers with.
import { z } from "zod";
import { EXPORT_CHUNK, PAGE_SIZES, SORTS, TABS } from "@/lib/list-url";

export type { ListQuery } from "@/lib/list-url";

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

export const listQuerySchema = z.object({
  tab: z.preprocess(first, z.enum(TABS).catch("all")).default("all"),
  q: z.preprocess(first, z.string().trim().max(100).catch("")).default(""),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(1_000_000).catch(1)).default(1),
  size: z.preprocess(first, z.coerce.number().refine((n) => (PAGE_SIZES as readonly number[]).includes(n)).catch(10)).default(10),
  sort: z.preprocess(first, z.enum(SORTS).catch("name")).default("name"),
});

/** For exports: the same filters, any page size up to EXPORT_CHUNK. */
export const exportQuerySchema = listQuerySchema.extend({
  size: z.preprocess(first, z.coerce.number().int().min(1).max(EXPORT_CHUNK).catch(EXPORT_CHUNK)).default(EXPORT_CHUNK),
});

export const clientRowSchema = z.object({
  name: z.string(),
  description: z.string().nullable().default(""),
  mac: z.string().nullable().default(""),
  ministra: z.boolean().default(false),
  status: z.boolean().default(true),
  expiry: z.string().nullable().default(null),
  reseller: z.string().nullable().optional(),
  dealer: z.string().nullable().optional(),
});
export type ClientRow = z.infer<typeof clientRowSchema>;

export const clientListResponseSchema = z.object({
  client_list: z.array(clientRowSchema),
  total: z.number().int(),
  current_page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
  counts: z.object({ all: z.number().int(), active: z.number().int(), expired: z.number().int() }),
});
export type ClientListPage = z.infer<typeof clientListResponseSchema>;
