// GET /api/clients/:name – one client
// PUT /api/clients/:name – save a client
// DELETE /api/clients/:name – delete an expired client
import { NextResponse } from "next/server";
import { idempotencyKey, parseUpdateInput } from "@/lib/api/client-input";
import { jsonError, validationError } from "@/lib/api/responses";
import { readJson, sessionRoute } from "@/lib/api/route";
import { clientNameSchema } from "@/lib/schemas/client";
import { deleteClient, getClient, saveClient } from "@/lib/upstream/clients";

type Params = { name: string };

export const GET = sessionRoute<Params>("any", async (_request, { session, params }) => {
  const name = clientNameSchema.safeParse(params.name);
  if (!name.success) return jsonError(404, "Client not found");
  return NextResponse.json(await getClient(session, name.data), { headers: { "cache-control": "no-store" } });
});

export const PUT = sessionRoute<Params>("any", async (request, { session, params }) => {
  const name = clientNameSchema.safeParse(params.name);
  if (!name.success) return jsonError(404, "Client not found");
  const parsed = await parseUpdateInput(await readJson(request), session);
  if (!parsed.success) return validationError(parsed.error);
  const result = await saveClient(session, parsed.data, { idempotencyKey: idempotencyKey(request) });
  return NextResponse.json({ ...result, name: result.name ?? parsed.data.login });
});

export const DELETE = sessionRoute<Params>("any", async (_request, { session, params }) => {
  const name = clientNameSchema.safeParse(params.name);
  if (!name.success) return jsonError(404, "Client not found");
  const result = await deleteClient(session, name.data);
  return NextResponse.json({ ...result, name: result.name ?? name.data });
});
