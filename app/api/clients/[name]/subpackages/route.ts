// GET /api/clients/:name/subpackages?server=N – the client's own package ids on that server
import { NextResponse } from "next/server";
import { clientRoute } from "@/lib/api/client-route";
import { validationError } from "@/lib/api/responses";
import { serverQuerySchema } from "@/lib/schemas/client";
import { getSubpackages } from "@/lib/upstream/clients";

export const GET = clientRoute(async (request, { session, name }) => {
  const query = serverQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) return validationError(query.error);
  return NextResponse.json({ subs: await getSubpackages(session, name, query.data.server) });
});
