import "server-only";
import { z } from "zod";
import { operationPath } from "@/lib/operations";
import { bulkRenewAnswerSchema } from "@/lib/schemas/renewals";
import { countSchema } from "@/lib/schemas/tolerant";
import { callsOn } from "@/lib/upstream/send";
import type { Adapter, Backend } from "../types";
import { allClients, ledgerPage, listClients, listExpiring } from "./lists";
import { REFERENCE_PATHS } from "./paths";

// The reference upstream (upstream/): the spec's calls plus its extensions (server paging, counts,
// the expiry worklist, bulk renew, the audit log, per-account ledgers, logout, Idempotency-Key),
// used directly. It says so at GET /capabilities.

const capabilitiesSchema = z.object({ status: z.literal(200), body: z.object({ dialect: z.literal("reference") }) });

function connect(): Backend {
  const calls = callsOn(REFERENCE_PATHS);
  return {
    ...REFERENCE_PATHS,
    name: "reference",
    keepsIdempotencyRecord: true,
    retrieveLimitedToPaid: true,
    calls,
    listClients: (caller, query) => listClients(calls, caller, query),
    allClients: (caller) => allClients(calls, caller),
    listExpiring: (caller, query) => listExpiring(calls, caller, query),
    ledgerPage: (caller, operation, segments, query, alsoTypes) => ledgerPage(calls, caller, operation, segments, query, alsoTypes),
    count: (caller, operation) => (operationPath(REFERENCE_PATHS, caller.role, operation) === undefined ? null : calls.get(countSchema, caller, operation)),
    // One upstream request for the whole batch, under the request's one Idempotency-Key; a 1,000-client batch takes longer than a form.
    bulkRenew: (caller, names, months, spend, payload) =>
      spend.once({ payload, send: () => calls.post(bulkRenewAnswerSchema, caller, "clients.bulkRenew", { names, months }, { timeoutMs: 60_000 }) }),
  };
}

export const referenceAdapter: Adapter = {
  name: "reference",
  recognises: (answer) => capabilitiesSchema.safeParse(answer).success,
  connect,
};
