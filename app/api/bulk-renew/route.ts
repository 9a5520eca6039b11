// POST /api/bulk-renew – renew the chosen clients, or every client matching a list's tab and search, by the same months
import { jsonError } from "@/lib/api/responses";
import { apiRoute } from "@/lib/api/route";
import { bulkRenewSchema, RENEW_TEXTS } from "@/lib/schemas/renewals";
import { bulkRenew, renewNames } from "@/lib/upstream/renewals";

export const POST = apiRoute({ operation: "clients.bulkRenew", body: bulkRenewSchema }, async ({ session, body, idempotencyKey }) => {
  const names = await renewNames(session, body.clients);
  if (names === null) return jsonError(422, RENEW_TEXTS.tooMany);
  if (names.length === 0) return jsonError(422, RENEW_TEXTS.none);
  return bulkRenew(session, names, body.months, idempotencyKey);
});
