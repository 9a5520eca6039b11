// GET /api/clients/:name/subpackages?server=N – the client's own package ids on that server
import { CLIENT_NOT_FOUND, clientParams } from "@/features/clients/server/client-input";
import { apiRoute } from "@/lib/api/route";
import { serverQuerySchema } from "@/lib/schemas/client";
import { getSubpackages } from "@/lib/upstream/clients";

const spec = { operation: "clients.subpackages", params: clientParams, notFound: CLIENT_NOT_FOUND, query: serverQuerySchema } as const;

export const GET = apiRoute(spec, async ({ session, params, query }) => ({ subs: await getSubpackages(session, params.name, query.server) }));
