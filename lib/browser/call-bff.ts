// Makes one typed BFF call (./bff-call.ts) outside a form's useSubmit: the body is checked against
// the handler's schema and the answer typed by it at compile time, instead of a literal generic.
import { apiFetch, requestJson } from "./api";
import type { BffCall } from "./bff-call";

type Options = {
  /**
   * A step of a sign-in (the second factor, or setting one up before the session starts): there
   * is no session yet, so a 401 means the pending sign-in timed out and the form says so, instead
   * of leaving the tab for the sign-in page as a call from a signed-in screen does.
   */
  duringSignIn?: boolean;
};

/** The call's answer, or an ApiError with the server's message and status (lib/browser/api.ts). */
export function callBff<Body, Answer>(call: BffCall<Body, Answer>, body: Body, { duringSignIn = false }: Options = {}): Promise<Answer> {
  const send = duringSignIn ? requestJson<Answer> : apiFetch<Answer>;
  return send(call.path, { method: call.method, body });
}
