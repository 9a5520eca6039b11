// GET /api/clients/:name – one client
// PUT /api/clients/:name – save a client
// DELETE /api/clients/:name – delete an expired client
import { NextResponse } from "next/server";
import { clientRoute } from "@/lib/api/client-route";
import { idempotencyKey, parseUpdateInput } from "@/lib/api/client-input";
import { jsonError, validationError } from "@/lib/api/responses";
import { readJson } from "@/lib/api/route";
import { deleteClient, getClient, saveClient } from "@/lib/upstream/clients";

export const GET = clientRoute(async (_request, { session, name }) => {
  return NextResponse.json(await getClient(session, name), { headers: { "cache-control": "no-store" } });
});

export const PUT = clientRoute(async (request, { session, name }) => {
  const parsed = await parseUpdateInput(await readJson(request), session);
  if (!parsed.success) return validationError(parsed.error);
  // The upstream finds the client by login, so the body must name the client of the address.
  if (parsed.data.login !== name) return jsonError(422, "The login name cannot be changed");
  const result = await saveClient(session, parsed.data, { idempotencyKey: idempotencyKey(request) });
  return NextResponse.json({ ...result, name: result.name ?? parsed.data.login });
});

export const DELETE = clientRoute(async (_request, { session, name }) => {
  const result = await deleteClient(session, name);
  return NextResponse.json({ ...result, name: result.name ?? name });
});
