// POST /api/bulk-renew – renew the chosen clients, or every client matching a list's tab and search, by the same months
import { jsonError } from "@/lib/api/responses";
import { apiRoute } from "@/lib/api/route";
import { providedByBff } from "@/lib/operations";
import { currentBackend } from "@/lib/upstream/backend";
import { bulkRenewFromSpec } from "@/lib/upstream/bulk-renew-spec";
import { bulkRenewSchema, RENEW_TEXTS } from "@/lib/schemas/renewals";
import { bulkRenew, renewNames } from "@/lib/upstream/renewals";

export const POST = apiRoute({ operation: "clients.bulkRenew", body: bulkRenewSchema, spends: { batch: true } }, async ({ session, body, spend }) => {
  const names = await renewNames(session, body.clients);
  if (names === null) return jsonError(422, RENEW_TEXTS.tooMany);
  if (names.length === 0) return jsonError(422, RENEW_TEXTS.none);
  // A spec backend has one renew call: the clients are renewed one by one, each once per batch.
  if (providedByBff(await currentBackend(), "clients.bulkRenew")) return bulkRenewFromSpec(session, names, body.months, spend);
  return spend.once({ payload: { body }, send: () => bulkRenew(session, names, body.months, undefined) });
});
