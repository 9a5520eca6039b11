import "server-only";
// GET /api/webhooks/log – one page of the signed-in account's deliveries, newest first
import { apiRoute } from "@/lib/api/route";
import { panelStore } from "@/lib/store";
import { logQuerySchema } from "../../schemas";
import { deliveryPage } from "../outbox";

export const GET = apiRoute({ name: "webhooks.log", screen: "webhooks", query: logQuerySchema }, async ({ session, query }) => {
  const { rows, total } = await deliveryPage(await panelStore(), session.accountId, query.page, query.size);
  return { rows, total, totalPages: Math.max(1, Math.ceil(total / query.size)) };
});
