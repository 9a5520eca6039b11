import "server-only";
import { NextRequest } from "next/server";
import { apiRoute, type RouteInput } from "@/lib/api/route";
import { markRoute, routeMarkOf } from "@/lib/api/route-mark";
import { requestIdFrom } from "@/lib/request-context";
import { forgetToken } from "@/features/reminders/server";
import type { ApiScope } from "../scopes";
import { authenticateKey, keyUseOf } from "./key-auth";
import { asProblem, problem } from "./problem";
import { rateHeaders } from "./rate-limit";

// A /api/v1 handler: the BFF's one pipeline (lib/api/route.ts) with an API key as the caller,
// and what an API caller expects around it: a key in the URL refused (it would be logged by every
// proxy on the way), one new sign-in when the upstream refused the held token, errors as problem
// details, and the key's rate-limit fields on every answer. No CORS fields are ever sent: a
// browser on another site cannot read the answers.

/** Query parameters a client might put a key in: refused, whatever their value. */
const KEY_PARAMS = ["api_key", "apikey", "key", "token", "access_token"];

export const OPERATIONS_PATH = "/api/v1/operations/";

export function v1Route<P = Record<string, never>, Q = Record<string, never>, B = Record<string, never>>(
  spec: Omit<Parameters<typeof apiRoute<P, Q, B, "bearer">>[0], "auth" | "bearer"> & { scope: ApiScope | readonly ApiScope[] },
  handler: (input: RouteInput<P, Q, B, "bearer">) => Promise<unknown>,
) {
  const inner = apiRoute<P, Q, B, "bearer">({ ...spec, auth: "bearer", bearer: (request) => authenticateKey(request, spec.scope) }, handler);
  const route = async (request: NextRequest, context?: Parameters<typeof inner>[1]): Promise<Response> => {
    const url = new URL(request.url);
    if (KEY_PARAMS.some((name) => url.searchParams.has(name))) {
      const detail = "Never put an API key in a URL: send it as Authorization: Bearer <key>. Revoke a key that was sent this way.";
      return problem(400, "key-in-url", detail, {}, { "x-request-id": requestIdFrom(request.headers) });
    }
    // A copy to send again, taken before the body is read.
    const again = request.body ? new NextRequest(request.clone()) : request;
    let served = request;
    let response = await inner(request, context);
    const accountId = keyUseOf(request)?.accountId;
    if (response.status === 401 && accountId) {
      // The upstream refused the token held for the account (its hour ended early, or it was revoked): sign in once more.
      forgetToken(accountId);
      served = again;
      response = await inner(served, context);
    }
    const idempotencyKey = request.headers.get("idempotency-key");
    const answer = await asProblem(response, idempotencyKey ? `${OPERATIONS_PATH}${encodeURIComponent(idempotencyKey)}` : undefined);
    const rate = keyUseOf(served)?.rate;
    if (rate) for (const [name, value] of Object.entries(rateHeaders(rate))) answer.headers.set(name, value);
    return answer;
  };
  // The wrapper's mark (operation, spends) carried over, so the route tests read the API's handlers as the BFF's.
  const mark = routeMarkOf(inner);
  return Object.assign(mark ? markRoute(route, mark) : route, { apiScope: spec.scope });
}
