// GET /api/clients/:name/retrieve – what a retrieve may give back beside the time left (the server's rule for this caller)
// POST /api/clients/:name/retrieve – take months back from a client and refund their credits
import { CLIENT_NOT_FOUND, clientParams } from "@/features/clients/server/client-input";
import { apiRoute } from "@/lib/api/route";
import { aboutClientInPath } from "@/lib/api/subjects";
import { retrieveQuote } from "@/features/clients/model/retrieve-quote";
import { monthsActionSchema } from "@/lib/schemas/client";
import { retrieveCredits } from "@/lib/upstream/clients";
import type { MonthsAnswer } from "@/lib/schemas/write-answer";

const spec = { operation: "clients.retrieve", params: clientParams, notFound: CLIENT_NOT_FOUND, body: monthsActionSchema, spends: aboutClientInPath } as const;

export const GET = apiRoute({ operation: "clients.retrieve", params: clientParams, notFound: CLIENT_NOT_FOUND }, ({ session, params }) =>
  retrieveQuote(session, params.name),
);

export const POST = apiRoute(spec, async ({ session, params, body }): Promise<MonthsAnswer> => {
  const result = await retrieveCredits(session, params.name, body.months, {});
  return { ...result, name: result.name ?? params.name };
});
