import "server-only";
// GET /api/v1/operations/:key – what became of the spend sent under this Idempotency-Key
import { z } from "zod";
import { jsonError } from "@/lib/api/responses";
import { spendState } from "@/lib/api/spend";
import { v1Route } from "../v1-route";

export const operationParams = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/) });

const NEXT_STEP = {
  pending: "Still being sent: ask again in a few seconds.",
  done: "Carried out: send the same request with the same Idempotency-Key to read its answer again (it is not charged twice).",
  unknown: "The backend did not confirm it: send the same request with the same Idempotency-Key to settle it (it is never charged twice).",
} as const;

const SPENDING = ["clients:add", "clients:renew", "clients:retrieve"] as const;

export const GET = v1Route(
  { scope: SPENDING, name: "operations.get", params: operationParams, notFound: "No operation with this key" },
  async ({ session, params }) => {
    const found = await spendState(session, params.key);
    if (!found) return jsonError(404, "No operation with this key in the last 24 hours");
    return { key: params.key, state: found.state, since: new Date(found.createdAt).toISOString(), next: NEXT_STEP[found.state] };
  },
);
