import "server-only";
// POST /api/webhooks/:id/rotate – a new signing secret, shown this once; the previous one keeps
// signing beside it for `overlapHours`, so the receiver can switch without losing a delivery
import { jsonError } from "@/lib/api/responses";
import { apiRoute } from "@/lib/api/route";
import { WEBHOOK_ANSWERS } from "./answers";
import { panelStore } from "@/lib/store";
import { endpointParams, rotateSchema, WEBHOOK_TEXTS } from "../../schemas";
import { rotateSecret } from "../endpoints-repo";
import { HOUR } from "../outbox";

export const POST = apiRoute(
  { name: "webhooks.rotate", screen: "webhooks", params: endpointParams, notFound: WEBHOOK_TEXTS.notFound, body: rotateSchema },
  async ({ session, params, body }) => {
    const secret = await rotateSecret(await panelStore(), session.accountId, params.id, body.overlapHours * HOUR, new Date());
    if (!secret) return jsonError(404, WEBHOOK_TEXTS.notFound);
    return { secret, message: WEBHOOK_ANSWERS.rotated };
  },
);
