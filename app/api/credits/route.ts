// GET /api/credits – the signed-in account's balance (null for the admin: unlimited)
import { NextResponse } from "next/server";
import { sessionRoute } from "@/lib/api/route";
import { getCredits } from "@/lib/upstream/dashboard";

export const GET = sessionRoute("any", async (_request, { session }) => {
  return NextResponse.json({ credits: await getCredits(session) }, { headers: { "cache-control": "no-store" } });
});
