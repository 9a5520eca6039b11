// GET /api/clients/:name/subpackages?server=N – the client's own package ids on that server
import { NextResponse } from "next/server";
import { z } from "zod";
import { jsonError, validationError } from "@/lib/api/responses";
import { sessionRoute } from "@/lib/api/route";
import { clientNameSchema } from "@/lib/schemas/client";
import { getSubpackages } from "@/lib/upstream/clients";

const querySchema = z.object({ server: z.coerce.number().int().min(0).max(2) });

export const GET = sessionRoute<{ name: string }>("any", async (request, { session, params }) => {
  const name = clientNameSchema.safeParse(params.name);
  if (!name.success) return jsonError(404, "Client not found");
  const query = querySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) return validationError(query.error);
  return NextResponse.json({ subs: await getSubpackages(session, name.data, query.data.server) });
});
