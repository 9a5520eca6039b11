import "server-only";
// PUT /api/webhooks/:id – save an endpoint's address, events and switch (switching it on lifts a pause)
// DELETE /api/webhooks/:id – delete an endpoint and its delivery log
import { jsonError } from "@/lib/api/responses";
import { apiRoute } from "@/lib/api/route";
import { WEBHOOK_ANSWERS } from "./answers";
import { panelStore } from "@/lib/store";
import { endpointInputSchema, endpointParams, WEBHOOK_TEXTS, type EndpointView } from "../../schemas";
import { deleteEndpoint, endpointView, updateEndpoint } from "../endpoints-repo";
import { addressRefusal } from "../address-refusal";

const own = { screen: "webhooks", params: endpointParams, notFound: WEBHOOK_TEXTS.notFound } as const;

export const PUT = apiRoute(
  { ...own, name: "webhooks.save", body: endpointInputSchema },
  async ({ session, params, body }): Promise<Response | { endpoint: EndpointView; message: string }> => {
    const refused = await addressRefusal(body.url);
    if (refused) return refused;
    const now = new Date();
    const row = await updateEndpoint(await panelStore(), session.accountId, params.id, body, now);
    if (!row) return jsonError(404, WEBHOOK_TEXTS.notFound);
    return { endpoint: endpointView(row, now), message: WEBHOOK_ANSWERS.saved };
  },
);

export const DELETE = apiRoute({ ...own, name: "webhooks.delete" }, async ({ session, params }) => {
  if (!(await deleteEndpoint(await panelStore(), session.accountId, params.id))) return jsonError(404, WEBHOOK_TEXTS.notFound);
  return { message: WEBHOOK_ANSWERS.deleted };
});
