import "server-only";
// POST /api/v1/clients/:name/retrieve – take months back and refund their credits (Idempotency-Key required)
import { CLIENT_NOT_FOUND, clientParams } from "@/features/clients/server";
import { aboutClientInPath } from "@/lib/api/subjects";
import { monthsActionSchema } from "@/lib/schemas/client";
import { retrieveCredits } from "@/lib/upstream/clients";
import { withBalance } from "../balance";
import { v1Route } from "../v1-route";

const spec = {
  scope: "clients:retrieve",
  operation: "clients.retrieve",
  params: clientParams,
  notFound: CLIENT_NOT_FOUND,
  body: monthsActionSchema,
  spends: aboutClientInPath,
} as const;

export const POST = v1Route(spec, async ({ session, params, body }) => {
  const result = await retrieveCredits(session, params.name, body.months, {});
  return withBalance(session, { ...result, name: result.name ?? params.name });
});
