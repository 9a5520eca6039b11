// POST /api/clients/:name/reset – clear the client's device fields (429 with the upstream's raw text when too soon)
import { NextResponse } from "next/server";
import { jsonError } from "@/lib/api/responses";
import { sessionRoute } from "@/lib/api/route";
import { clientNameSchema } from "@/lib/schemas/client";
import { resetClient } from "@/lib/upstream/clients";

export const POST = sessionRoute<{ name: string }>("any", async (_request, { session, params }) => {
  const name = clientNameSchema.safeParse(params.name);
  if (!name.success) return jsonError(404, "Client not found");
  const result = await resetClient(session, name.data);
  return NextResponse.json({ ...result, name: result.name ?? name.data });
});
