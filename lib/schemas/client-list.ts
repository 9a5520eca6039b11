// The rows and counts the upstream answers the client list with.
import { z } from "zod";

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

export const clientListResponseSchema = z.object({
  client_list: z.array(clientRowSchema),
  total: z.number().int(),
  current_page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
  counts: z.object({ all: z.number().int(), active: z.number().int(), expired: z.number().int() }),
});
export type ClientListResponse = z.infer<typeof clientListResponseSchema>;
