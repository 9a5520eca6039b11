// POST /api/clients/:name/reset – clear the client's device fields (429 with the upstream's raw text when too soon)
import { NextResponse } from "next/server";
import { clientRoute } from "@/lib/api/client-route";
import { resetClient } from "@/lib/upstream/clients";

export const POST = clientRoute(async (_request, { session, name }) => {
  const result = await resetClient(session, name);
  return NextResponse.json({ ...result, name: result.name ?? name });
});
