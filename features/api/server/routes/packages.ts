import "server-only";
// GET /api/v1/packages?server=N – the server's packages and named presets
import { serverQuerySchema } from "@/lib/schemas/client";
import { getPackages } from "@/lib/upstream/clients";
import { v1Route } from "../v1-route";

export const GET = v1Route({ scope: "clients:read", operation: "clients.packages", query: serverQuerySchema }, ({ session, query }) =>
  getPackages(session, query.server),
);
