import "server-only";
// GET /api/v1/clients/:name – one client
// DELETE /api/v1/clients/:name – delete an expired client
import { CLIENT_NOT_FOUND, clientParams } from "@/features/clients/server";
import { deleteClient, getClient } from "@/lib/upstream/clients";
import { v1Route } from "../v1-route";

const client = { params: clientParams, notFound: CLIENT_NOT_FOUND };

export const GET = v1Route({ scope: "clients:read", operation: "clients.get", ...client }, ({ session, params }) => getClient(session, params.name));

export const DELETE = v1Route({ scope: "clients:delete", operation: "clients.delete", ...client }, async ({ session, params }) => {
  const result = await deleteClient(session, params.name);
  return { ...result, name: result.name ?? params.name };
});
