import "server-only";
// What the Insights routes accept: an account of the caller's subtree by name (an account name is
// 1-15 characters), a month as YYYY-MM.
import { z } from "zod";

const accountName = z.string().trim().min(1, "Account name is required").max(15, "Account name is too long");

export const insightsQuerySchema = z.object({ account: accountName.optional() });

export const statementQuerySchema = z.object({
  account: accountName.optional(),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be YYYY-MM"),
});
