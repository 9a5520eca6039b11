// The client writes as the browser calls them (app/api/clients/): each body the type of the schema
// its handler parses (features/clients/server/client-input.ts builds it per caller from lib/schemas/client.ts),
// each answer what its handler returns.
import type { z } from "zod";
import type { ClientInput, ClientUpdateInput, monthsActionSchema } from "@/lib/schemas/client";
import type { BulkRenewAnswer, bulkRenewSchema } from "@/lib/schemas/renewals";
import type { MonthsAnswer, NameAnswer, RenewAnswer } from "@/lib/schemas/write-answer";
import { bffCall } from "@/lib/browser/typed-call";

/** A client's BFF address, e.g. /api/clients/alice (also the SWR key its screen reads it with). */
export const clientPath = (name: string) => `/api/clients/${encodeURIComponent(name)}`;

type Months = z.input<typeof monthsActionSchema>;

export const clientWrites = {
  /** POST /api/clients: spends credits where months > 0. */
  add: () => bffCall<ClientInput, NameAnswer>("POST", "/api/clients"),
  /** PUT /api/clients/:name: spends credits where months > 0. */
  save: (name: string) => bffCall<ClientUpdateInput, NameAnswer>("PUT", clientPath(name)),
  /** POST /api/clients/:name/reset */
  reset: (name: string) => bffCall<Record<string, never>, NameAnswer>("POST", `${clientPath(name)}/reset`),
  /** POST /api/clients/:name/renew: spends credits. */
  renew: (name: string) => bffCall<Months, RenewAnswer>("POST", `${clientPath(name)}/renew`),
  /** POST /api/clients/:name/retrieve: gives credits back. */
  retrieve: (name: string) => bffCall<Months, MonthsAnswer>("POST", `${clientPath(name)}/retrieve`),
  /** POST /api/bulk-renew: spends credits. */
  bulkRenew: () => bffCall<z.input<typeof bulkRenewSchema>, BulkRenewAnswer>("POST", "/api/bulk-renew"),
};
