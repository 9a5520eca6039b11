import "server-only";
import type { NextRequest } from "next/server";
import { csrfRejection } from "@/lib/api/csrf";
import { withRequestLog } from "@/lib/api/request-log";
import { handleError, jsonError } from "@/lib/api/responses";
import { TWO_FACTOR_MESSAGES } from "@/lib/schemas/two-factor";
import { readPending, type PendingSignIn } from "./pending";

/**
 * A handler of the sign-in's second step: the CSRF check, then the request's pending sign-in at the
 * "verify" stage, or 401 `{ message, ended: true }` (timed out, used, or never begun).
 */
export function pendingRoute(name: string, handler: (request: NextRequest, pending: PendingSignIn) => Promise<Response>) {
  return (request: NextRequest) =>
    withRequestLog(request, name, async () => {
      const refused = csrfRejection(request);
      if (refused) return jsonError(403, refused);
      try {
        const pending = await readPending(request);
        if (pending?.stage !== "verify") return jsonError(401, TWO_FACTOR_MESSAGES.notPending, { ended: true });
        return await handler(request, pending);
      } catch (error) {
        return handleError(error);
      }
    });
}
