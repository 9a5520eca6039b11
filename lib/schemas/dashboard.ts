import { z } from "zod";

/** null is the admin's unlimited balance. */
export const creditsResponseSchema = z.object({ credits: z.number().int().nullable() });
export const messageResponseSchema = z.object({
  message: z
    .string()
    .nullable()
    .transform((m) => m ?? ""),
});

export const statsResponseSchema = z
  .object({
    on_date: z.array(z.string()),
    clients: z.array(z.number()),
    trials: z.array(z.number()),
  })
  .refine((s) => s.clients.length === s.on_date.length && s.trials.length === s.on_date.length, {
    message: "stats lists differ in length",
  });
export type Stats = z.infer<typeof statsResponseSchema>;

export const resellerSummarySchema = z.object({
  data: z.array(
    z.object({
      reseller: z.string(),
      description: z.string().nullable().optional(),
      credits: z.number(),
      dealersCount: z.number(),
      clientsCount: z.number(),
    }),
  ),
});
