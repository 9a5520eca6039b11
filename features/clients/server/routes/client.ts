// GET /api/clients/:name – one client
// PUT /api/clients/:name – save a client
// DELETE /api/clients/:name – delete an expired client
import { CLIENT_NOT_FOUND, clientParams, updateInputSchema } from "@/features/clients/server/client-input";
import { jsonError } from "@/lib/api/responses";
import { apiRoute } from "@/lib/api/route";
import { aboutClientInPath } from "@/lib/api/subjects";
import { deleteClient, getClient, saveClient } from "@/lib/upstream/clients";
import type { NameAnswer } from "@/lib/schemas/write-answer";

const client = { params: clientParams, notFound: CLIENT_NOT_FOUND };

export const GET = apiRoute({ operation: "clients.get", ...client }, ({ session, params }) => getClient(session, params.name));

// Saving with months adds them, paid for; without, it spends nothing.
const spends = { ...aboutClientInPath, when: (body: { months: number }) => body.months > 0 };

export const PUT = apiRoute(
  { operation: "clients.save", ...client, body: updateInputSchema, spends },
  async ({ session, params, body }): Promise<NameAnswer | Response> => {
    // The upstream finds the client by login, so the body must name the client of the address.
    if (body.login !== params.name) return jsonError(422, "The login name cannot be changed");
    const result = await saveClient(session, body, {});
    return { ...result, name: result.name ?? body.login };
  },
);

export const DELETE = apiRoute({ operation: "clients.delete", ...client }, async ({ session, params }) => {
  const result = await deleteClient(session, params.name);
  return { ...result, name: result.name ?? params.name };
});
