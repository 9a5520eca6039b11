// GET /api/reminders/log – one page of the signed-in account's delivery log, newest first (the screen and its export)
import { apiRoute } from "@/lib/api/route";
import { deliveryPage } from "@/features/reminders/server/repo";
import { logQuerySchema } from "@/features/reminders/model/schemas";
import { panelStore } from "@/lib/store";

export const GET = apiRoute({ operation: "messages.send", query: logQuerySchema }, async ({ session, query }) => {
  const { rows, total } = await deliveryPage(
    await panelStore(),
    { accountId: session.accountId, role: session.role, name: session.name },
    query.page,
    query.size,
  );
  return { rows, total, totalPages: Math.max(1, Math.ceil(total / query.size)), counts: { all: total } };
});
