// GET /api/packages?server=N – the server's packages and named presets
import { NextResponse } from "next/server";
import { validationError } from "@/lib/api/responses";
import { serverQuerySchema } from "@/lib/schemas/client";
import { sessionRoute } from "@/lib/api/route";
import { getPackages } from "@/lib/upstream/clients";

export const GET = sessionRoute("any", async (request, { session }) => {
  const query = serverQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) return validationError(query.error);
  return NextResponse.json(await getPackages(session, query.data.server));
});
