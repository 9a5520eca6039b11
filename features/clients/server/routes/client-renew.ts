// POST /api/clients/:name/renew – add months to a client, paid in credits
import { CLIENT_NOT_FOUND, clientParams } from "@/features/clients/server/client-input";
import { apiRoute } from "@/lib/api/route";
import { aboutClientInPath } from "@/lib/api/subjects";
import { monthsActionSchema } from "@/lib/schemas/client";
import { renewClient } from "@/lib/upstream/clients";
import type { RenewAnswer } from "@/lib/schemas/write-answer";

const spec = { operation: "clients.renew", params: clientParams, notFound: CLIENT_NOT_FOUND, body: monthsActionSchema, spends: aboutClientInPath } as const;

export const POST = apiRoute(spec, async ({ session, params, body }): Promise<RenewAnswer> => {
  const result = await renewClient(session, params.name, body.months, {});
  return { ...result, name: result.name ?? params.name, months: result.months ?? body.months };
});
