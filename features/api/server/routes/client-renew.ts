import "server-only";
// POST /api/v1/clients/:name/renew – add months, paid in credits (Idempotency-Key required)
import { CLIENT_NOT_FOUND, clientParams } from "@/features/clients/server";
import { aboutClientInPath } from "@/lib/api/subjects";
import { monthsActionSchema } from "@/lib/schemas/client";
import { renewClient } from "@/lib/upstream/clients";
import { withBalance } from "../balance";
import { v1Route } from "../v1-route";

const spec = {
  scope: "clients:renew",
  operation: "clients.renew",
  params: clientParams,
  notFound: CLIENT_NOT_FOUND,
  body: monthsActionSchema,
  spends: aboutClientInPath,
} as const;

export const POST = v1Route(spec, async ({ session, params, body }) => {
  const result = await renewClient(session, params.name, body.months, {});
  return withBalance(session, { ...result, name: result.name ?? params.name, months: result.months ?? body.months });
});
