// GET /api/clients/:name/subpackages?server=N – the client's own package ids on that server
import { NextResponse } from "next/server";
import { clientRoute } from "@/lib/api/client-route";
import { z } from "zod";
import { validationError } from "@/lib/api/responses";
import { getSubpackages } from "@/lib/upstream/clients";

const querySchema = z.object({ server: z.coerce.number().int().min(0).max(2) });

export const GET = clientRoute(async (request, { session, name }) => {
  const query = querySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) return validationError(query.error);
  return NextResponse.json({ subs: await getSubpackages(session, name, query.data.server) });
});
