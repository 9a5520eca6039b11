import "server-only";
import type { NextRequest } from "next/server";
import { clientNameSchema } from "@/lib/schemas/client";
import type { SessionData } from "@/lib/session";
import { jsonError } from "./responses";
import { sessionRoute } from "./route";

type Handler = (request: NextRequest, ctx: { session: SessionData; name: string }) => Promise<Response>;

/** A handler under /api/clients/:name, for every role: a name that cannot exist is a 404 here. */
export function clientRoute(handler: Handler) {
  return sessionRoute<{ name: string }>("any", async (request, { session, params }) => {
    const name = clientNameSchema.safeParse(params.name);
    if (!name.success) return jsonError(404, "Client not found");
    return handler(request, { session, name: name.data });
  });
}
