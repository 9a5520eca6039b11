// POST /api/bulk-renew – renew the chosen clients, or every client matching a list's tab and search, by the same months
import { jsonError } from "@/lib/api/responses";
import { apiRoute } from "@/lib/api/route";
import { currentBackend } from "@/lib/backends";
import { bulkRenewSchema, RENEW_TEXTS } from "@/lib/schemas/renewals";
import { renewNames } from "@/lib/upstream/renewals";

export const POST = apiRoute({ operation: "clients.bulkRenew", body: bulkRenewSchema, spends: { batch: true } }, async ({ session, body, spend }) => {
  const names = await renewNames(session, body.clients);
  if (names === null) return jsonError(422, RENEW_TEXTS.tooMany);
  if (names.length === 0) return jsonError(422, RENEW_TEXTS.none);
  // The backend's adapter decides how: one request for the batch, or a renew per client, each once per batch.
  return (await currentBackend()).bulkRenew(session, names, body.months, spend, { body });
});
