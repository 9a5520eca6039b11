// GET /api/packages?server=N – the server's packages and named presets
import { apiRoute } from "@/lib/api/route";
import { serverQuerySchema } from "@/lib/schemas/client";
import { getPackages } from "@/lib/upstream/clients";

export const GET = apiRoute({ operation: "clients.packages", query: serverQuerySchema }, ({ session, query }) => getPackages(session, query.server));
