// GET /api/clients – one page of the signed-in role's clients (?tab=&q=&page=&size=&sort=)
// POST /api/clients – add a client
import { NextResponse } from "next/server";
import { idempotencyKey, parseAddInput } from "@/lib/api/client-input";
import { validationError } from "@/lib/api/responses";
import { readJson, sessionRoute } from "@/lib/api/route";
import { exportQuerySchema } from "@/lib/schemas/client-list";
import { addClient, listClients } from "@/lib/upstream/clients";

export const GET = sessionRoute("any", async (request, { session }) => {
  const query = exportQuerySchema.parse(Object.fromEntries(request.nextUrl.searchParams));
  return NextResponse.json(await listClients(session, query), { headers: { "cache-control": "no-store" } });
});

export const POST = sessionRoute("any", async (request, { session }) => {
  const parsed = await parseAddInput(await readJson(request), session);
  if (!parsed.success) return validationError(parsed.error);
  const result = await addClient(session, parsed.data, { idempotencyKey: idempotencyKey(request) });
  return NextResponse.json({ ...result, name: result.name ?? parsed.data.login });
});
