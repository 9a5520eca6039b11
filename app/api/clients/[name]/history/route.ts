// GET /api/clients/:name/history – the client's transactions
import { NextResponse } from "next/server";
import { clientRoute } from "@/lib/api/client-route";
import { getClientHistory } from "@/lib/upstream/clients";

export const GET = clientRoute(async (_request, { session, name }) => {
  return NextResponse.json({ data: await getClientHistory(session, name) }, { headers: { "cache-control": "no-store" } });
});
