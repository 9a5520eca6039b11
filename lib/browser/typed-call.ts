// A BFF call as the browser makes it, typed by the handler's own schemas: its body is the input
// of the zod schema the handler parses it with, its answer the type the handler's upstream call
// returns (itself read by a zod answer schema). Declared once per endpoint beside its siblings
// (e.g. ./account-writes.ts) and handed to useSubmit or made with callBff below, so a form cannot send what the handler
// does not take, nor read what it does not answer, without a compile error.
import { apiFetch, requestJson } from "./api";

export type BffCall<Body, Answer> = {
  readonly path: string;
  readonly method: "POST" | "PUT" | "DELETE";
  /** Never set: carries the body and answer types to useSubmit and callBff. */
  readonly types?: { body: Body; answer: Answer };
};

export function bffCall<Body, Answer>(method: BffCall<Body, Answer>["method"], path: string): BffCall<Body, Answer> {
  return { method, path };
}

type Options = {
  /**
   * A step of a sign-in (the second factor, or setting one up before the session starts): there
   * is no session yet, so a 401 means the pending sign-in timed out and the form says so, instead
   * of leaving the tab for the sign-in page as a call from a signed-in screen does.
   */
  duringSignIn?: boolean;
};

/**
 * Makes one typed BFF call outside a form's useSubmit: the body is checked against the handler's
 * schema and the answer typed by it at compile time, instead of a literal generic. The call's
 * answer, or an ApiError with the server's message and status (lib/browser/api.ts).
 */
export function callBff<Body, Answer>(call: BffCall<Body, Answer>, body: Body, { duringSignIn = false }: Options = {}): Promise<Answer> {
  const send = duringSignIn ? requestJson<Answer> : apiFetch<Answer>;
  return send(call.path, { method: call.method, body });
}
