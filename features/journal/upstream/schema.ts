// The audit log as the upstream answers it (GET /<prefix>/audit, defined here).
import { z } from "zod";

export const auditChangeSchema = z.union([
  z.object({ field: z.string(), changed: z.literal(true) }),
  z.object({ field: z.string(), before: z.unknown(), after: z.unknown() }),
]);

export const auditEntrySchema = z.object({
  id: z.number().int(),
  created: z.string(),
  actor: z.string(),
  role: z.enum(["admin", "manager", "reseller", "dealer"]),
  action: z.string(),
  target: z.string(),
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  data: z.array(auditEntrySchema),
  total: z.number().int(),
  counts: z.record(z.string(), z.number().int()),
  current_page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
});
