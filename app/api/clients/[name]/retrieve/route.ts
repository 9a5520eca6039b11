// POST /api/clients/:name/retrieve – take months back from a client and refund their credits
import { NextResponse } from "next/server";
import { idempotencyKey } from "@/lib/api/client-input";
import { jsonError, validationError } from "@/lib/api/responses";
import { readJson, sessionRoute } from "@/lib/api/route";
import { clientNameSchema, monthsActionSchema } from "@/lib/schemas/client";
import { retrieveCredits } from "@/lib/upstream/clients";

export const POST = sessionRoute<{ name: string }>("any", async (request, { session, params }) => {
  const name = clientNameSchema.safeParse(params.name);
  if (!name.success) return jsonError(404, "Client not found");
  const parsed = monthsActionSchema.safeParse(await readJson(request));
  if (!parsed.success) return validationError(parsed.error);
  const result = await retrieveCredits(session, name.data, parsed.data.months, { idempotencyKey: idempotencyKey(request) });
  return NextResponse.json({ ...result, name: result.name ?? name.data });
});
