import "server-only";
// POST /api/v1/clients/:name/reset – clear the client's device fields
import { CLIENT_NOT_FOUND, clientParams } from "@/features/clients/server";
import { resetClient } from "@/lib/upstream/clients";
import { v1Route } from "../v1-route";

export const POST = v1Route(
  { scope: "clients:reset", operation: "clients.reset", params: clientParams, notFound: CLIENT_NOT_FOUND },
  async ({ session, params }) => {
    const result = await resetClient(session, params.name);
    return { ...result, name: result.name ?? params.name };
  },
);
