// GET /api/clients/:name/history – the client's transactions
import { NextResponse } from "next/server";
import { jsonError } from "@/lib/api/responses";
import { sessionRoute } from "@/lib/api/route";
import { clientNameSchema } from "@/lib/schemas/client";
import { getClientHistory } from "@/lib/upstream/clients";

export const GET = sessionRoute<{ name: string }>("any", async (_request, { session, params }) => {
  const name = clientNameSchema.safeParse(params.name);
  if (!name.success) return jsonError(404, "Client not found");
  return NextResponse.json({ data: await getClientHistory(session, name.data) }, { headers: { "cache-control": "no-store" } });
});
