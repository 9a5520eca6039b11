// GET /api/packages?server=N – the server's packages and named presets
import { NextResponse } from "next/server";
import { z } from "zod";
import { validationError } from "@/lib/api/responses";
import { sessionRoute } from "@/lib/api/route";
import { getPackages } from "@/lib/upstream/clients";

const querySchema = z.object({ server: z.coerce.number().int().min(0).max(2) });

export const GET = sessionRoute("any", async (request, { session }) => {
  const query = querySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) return validationError(query.error);
  return NextResponse.json(await getPackages(session, query.data.server));
});
