import "server-only";
// GET /api/v1/clients/:name/subpackages?server=N – the client's own package ids on that server
import { CLIENT_NOT_FOUND, clientParams } from "@/features/clients/server";
import { serverQuerySchema } from "@/lib/schemas/client";
import { getSubpackages } from "@/lib/upstream/clients";
import { v1Route } from "../v1-route";

const spec = { scope: "clients:read", operation: "clients.subpackages", params: clientParams, notFound: CLIENT_NOT_FOUND, query: serverQuerySchema } as const;

export const GET = v1Route(spec, async ({ session, params, query }) => ({ subs: await getSubpackages(session, params.name, query.server) }));
