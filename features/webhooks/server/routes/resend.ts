import "server-only";
// POST /api/webhooks/deliveries/:id/resend – "send again": a delivered or given-up event is due
// now, with the same webhook-id (a receiver that has it already knows it is a repeat)
import { jsonError } from "@/lib/api/responses";
import { apiRoute } from "@/lib/api/route";
import { WEBHOOK_ANSWERS } from "./answers";
import { panelStore } from "@/lib/store";
import { eventParams, WEBHOOK_TEXTS } from "../../schemas";
import { resend } from "../outbox";

export const POST = apiRoute(
  { name: "webhooks.resend", screen: "webhooks", params: eventParams, notFound: WEBHOOK_TEXTS.eventNotFound },
  async ({ session, params }) => {
    if (!(await resend(await panelStore(), session.accountId, params.id, new Date()))) return jsonError(404, WEBHOOK_TEXTS.eventNotFound);
    return { message: WEBHOOK_ANSWERS.resent };
  },
);
