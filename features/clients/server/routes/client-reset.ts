// POST /api/clients/:name/reset – clear the client's device fields (429 with the upstream's raw text when too soon)
import { CLIENT_NOT_FOUND, clientParams } from "@/features/clients/server/client-input";
import { apiRoute } from "@/lib/api/route";
import { resetClient } from "@/lib/upstream/clients";
import type { NameAnswer } from "@/lib/schemas/write-answer";

export const POST = apiRoute(
  { operation: "clients.reset", params: clientParams, notFound: CLIENT_NOT_FOUND },
  async ({ session, params }): Promise<NameAnswer> => {
    const result = await resetClient(session, params.name);
    return { ...result, name: result.name ?? params.name };
  },
);
