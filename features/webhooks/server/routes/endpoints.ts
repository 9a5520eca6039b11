import "server-only";
// GET /api/webhooks – the signed-in account's endpoints (never their secrets) and its last poll
// POST /api/webhooks – add an endpoint; the answer holds its signing secret, shown this once
import { apiRoute } from "@/lib/api/route";
import { WEBHOOK_ANSWERS } from "./answers";
import { panelStore } from "@/lib/store";
import { jsonError } from "@/lib/api/responses";
import { endpointInputSchema, ENDPOINTS_MAX, WEBHOOK_TEXTS, type EndpointView, type WebhooksView } from "../../schemas";
import { addressRefusal } from "../address-refusal";
import { createEndpoint, endpointView, listEndpoints } from "../endpoints-repo";
import { webhooksView } from "../screen-data";

export const GET = apiRoute({ name: "webhooks.list", screen: "webhooks" }, ({ session }): Promise<WebhooksView> => webhooksView(session.accountId));

export const POST = apiRoute(
  { name: "webhooks.create", screen: "webhooks", body: endpointInputSchema },
  async ({ session, body }): Promise<Response | { endpoint: EndpointView; secret: string; message: string }> => {
    const store = await panelStore();
    if ((await listEndpoints(store, session.accountId)).length >= ENDPOINTS_MAX) return jsonError(422, WEBHOOK_TEXTS.tooMany);
    const refused = await addressRefusal(body.url);
    if (refused) return refused;
    const now = new Date();
    const { row, secret } = await createEndpoint(store, session.accountId, body, now);
    return { endpoint: endpointView(row, now), secret, message: WEBHOOK_ANSWERS.created };
  },
);
