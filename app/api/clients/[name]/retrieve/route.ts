// POST /api/clients/:name/retrieve – take months back from a client and refund their credits
import { NextResponse } from "next/server";
import { clientRoute } from "@/lib/api/client-route";
import { idempotencyKey } from "@/lib/api/client-input";
import { validationError } from "@/lib/api/responses";
import { readJson } from "@/lib/api/route";
import { monthsActionSchema } from "@/lib/schemas/client";
import { retrieveCredits } from "@/lib/upstream/clients";

export const POST = clientRoute(async (request, { session, name }) => {
  const parsed = monthsActionSchema.safeParse(await readJson(request));
  if (!parsed.success) return validationError(parsed.error);
  const result = await retrieveCredits(session, name, parsed.data.months, { idempotencyKey: idempotencyKey(request) });
  return NextResponse.json({ ...result, name: result.name ?? name });
});
