// GET /api/clients/:name/history – the client's transactions
import { CLIENT_NOT_FOUND, clientParams } from "@/features/clients/server/client-input";
import { apiRoute } from "@/lib/api/route";
import { getClientHistory } from "@/lib/upstream/clients";

export const GET = apiRoute({ operation: "clients.history", params: clientParams, notFound: CLIENT_NOT_FOUND }, async ({ session, params }) => ({
  data: await getClientHistory(session, params.name),
}));
