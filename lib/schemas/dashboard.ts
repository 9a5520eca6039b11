// The dashboard's answers, each field by its meaning (./fields.ts).
import { z } from "zod";
import { calendarDate, count, credits, text } from "./fields";
import { listOf } from "./tolerant";

/** null is the admin's unlimited balance; a balance left out is not read (never taken for unlimited). */
export const creditsResponseSchema = z.object({ credits: credits().nullable() });
export const messageResponseSchema = z.object({ message: text({ empty: "" }) });

export const statsResponseSchema = z
  .object({
    on_date: z.array(calendarDate()),
    clients: z.array(count()),
    trials: z.array(count()),
  })
  .refine((s) => s.clients.length === s.on_date.length && s.trials.length === s.on_date.length, {
    message: "stats lists differ in length",
  });
export type Stats = z.infer<typeof statsResponseSchema>;

/** The manager's resellers: bare, or in { data } as the spec shows it. */
export const resellerSummarySchema = listOf(
  z.object({
    reseller: text(),
    description: text({ empty: null }),
    credits: credits({ empty: 0 }),
    dealersCount: count({ empty: 0 }),
    clientsCount: count({ empty: 0 }),
  }),
);
