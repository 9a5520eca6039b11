// A BFF call as the browser makes it, typed by the handler's own schemas: its body is the input
// of the zod schema the handler parses it with, its answer the type the handler's upstream call
// returns (itself read by a zod answer schema). Declared once per endpoint beside its siblings
// (e.g. ./account-writes.ts) and handed to useSubmit or callBff (./call-bff.ts), so a form cannot send what the handler
// does not take, nor read what it does not answer, without a compile error.

export type BffCall<Body, Answer> = {
  readonly path: string;
  readonly method: "POST" | "PUT" | "DELETE";
  /** Never set: carries the body and answer types to useSubmit and callBff. */
  readonly types?: { body: Body; answer: Answer };
};

export function bffCall<Body, Answer>(method: BffCall<Body, Answer>["method"], path: string): BffCall<Body, Answer> {
  return { method, path };
}
