// POST /api/clients/:name/renew – add months to a client, paid in credits
import { NextResponse } from "next/server";
import { idempotencyKey } from "@/lib/api/client-input";
import { jsonError, validationError } from "@/lib/api/responses";
import { readJson, sessionRoute } from "@/lib/api/route";
import { clientNameSchema, monthsActionSchema } from "@/lib/schemas/client";
import { renewClient } from "@/lib/upstream/clients";

export const POST = sessionRoute<{ name: string }>("any", async (request, { session, params }) => {
  const name = clientNameSchema.safeParse(params.name);
  if (!name.success) return jsonError(404, "Client not found");
  const parsed = monthsActionSchema.safeParse(await readJson(request));
  if (!parsed.success) return validationError(parsed.error);
  const result = await renewClient(session, name.data, parsed.data.months, { idempotencyKey: idempotencyKey(request) });
  return NextResponse.json({ ...result, name: result.name ?? name.data, months: result.months ?? parsed.data.months });
});
