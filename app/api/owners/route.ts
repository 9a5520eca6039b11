// GET /api/owners – the resellers and dealers the signed-in role may pick on client forms
import { NextResponse } from "next/server";
import { sessionRoute } from "@/lib/api/route";
import { getOwners } from "@/lib/upstream/owners";

export const GET = sessionRoute(["admin", "manager", "reseller"], async (_request, { session }) => {
  return NextResponse.json(await getOwners(session), { headers: { "cache-control": "no-store" } });
});
