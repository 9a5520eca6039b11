// Keys for the API tests, made as a signed-in account makes them on the API keys screen (through
// the BFF's handlers), and the plain-fetch client a shop's backend would be.
import * as credentialRoute from "@/app/api/api-keys/credential/route";
import * as keysRoute from "@/app/api/api-keys/route";
import * as keyRoute from "@/app/api/api-keys/[id]/route";
import type { Answer } from "../bff/handler-calls";

type Send = (handler: never, method: "POST" | "PUT" | "DELETE", path: string, body?: unknown, options?: { params?: Record<string, string> }) => Promise<Answer>;

const storedFor = new Set<string>();

/** As the signed-in account: stores its upstream password (once per file: storing it is a sign-in), then creates a key with these settings. */
export async function makeKey(send: Send, password: string, settings: Record<string, unknown> = {}): Promise<{ id: string; secret: string }> {
  if (!storedFor.has(password)) {
    const stored = await send(credentialRoute.PUT as never, "PUT", "/api/api-keys/credential", { password });
    if (stored.status !== 200) throw new Error(`credential refused: ${JSON.stringify(stored.body)}`);
    storedFor.add(password);
  }
  const made = await send(keysRoute.POST as never, "POST", "/api/api-keys", { name: "shop", scopes: ["clients:read"], ...settings });
  if (made.status !== 201) throw new Error(`key refused: ${JSON.stringify(made.body)}`);
  return { id: made.body.key.id, secret: made.body.secret };
}

export const revoke = (send: Send, id: string) => send(keyRoute.DELETE as never, "DELETE", `/api/api-keys/${id}`, undefined, { params: { id } });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Reply = { status: number; headers: Headers; body: any };

/** A call as any HTTP client makes it: JSON, the key as a bearer token. */
export async function call(
  base: string,
  secret: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(secret ? { authorization: `Bearer ${secret}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}
