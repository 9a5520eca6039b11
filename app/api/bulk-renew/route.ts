// POST /api/bulk-renew – renew the chosen clients, or every client matching a list's tab and search, by the same months
import { jsonError } from "@/lib/api/responses";
import { randomUUID } from "node:crypto";
import { apiRoute } from "@/lib/api/route";
import { spendOnce } from "@/lib/api/spend";
import { providedByBff } from "@/lib/operations";
import { currentBackend } from "@/lib/upstream/backend";
import { bulkRenewFromSpec } from "@/lib/upstream/bulk-renew-spec";
import { bulkRenewSchema, RENEW_TEXTS } from "@/lib/schemas/renewals";
import { bulkRenew, renewNames } from "@/lib/upstream/renewals";

export const POST = apiRoute({ operation: "clients.bulkRenew", body: bulkRenewSchema }, async ({ session, body, idempotencyKey }) => {
  const names = await renewNames(session, body.clients);
  if (names === null) return jsonError(422, RENEW_TEXTS.tooMany);
  if (names.length === 0) return jsonError(422, RENEW_TEXTS.none);
  // Without a key from the browser the batch is its own intent still: repeats of it cannot be told apart.
  const key = idempotencyKey ?? randomUUID();
  // A spec backend has one renew call: the clients are renewed one by one, each once per batch.
  if (providedByBff(await currentBackend(), "clients.bulkRenew")) return bulkRenewFromSpec(session, names, body.months, key);
  return spendOnce({
    session,
    operation: "clients.bulkRenew",
    idempotencyKey: key,
    payload: { body },
    send: () => bulkRenew(session, names, body.months, key),
  });
});
