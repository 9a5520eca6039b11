// POST /api/clients/:name/renew – add months to a client, paid in credits
import { NextResponse } from "next/server";
import { clientRoute } from "@/lib/api/client-route";
import { idempotencyKey } from "@/lib/api/client-input";
import { validationError } from "@/lib/api/responses";
import { readJson } from "@/lib/api/route";
import { monthsActionSchema } from "@/lib/schemas/client";
import { renewClient } from "@/lib/upstream/clients";

export const POST = clientRoute(async (request, { session, name }) => {
  const parsed = monthsActionSchema.safeParse(await readJson(request));
  if (!parsed.success) return validationError(parsed.error);
  const result = await renewClient(session, name, parsed.data.months, { idempotencyKey: idempotencyKey(request) });
  return NextResponse.json({ ...result, name: result.name ?? name, months: result.months ?? parsed.data.months });
});
