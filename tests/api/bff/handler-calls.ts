// Calling a BFF route handler as Next calls it: a GET, or a write from the panel's own page (same
// origin, JSON, the panel's header). Each answer lists the upstream calls its handler made.
import { NextRequest } from "next/server";

export const PANEL = "http://panel.test";

export type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
/** The handler's answer, and the upstream calls it made. */
// Tests read many answer shapes; `any` keeps each assertion short, and the assertions check the shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; body: any; forwarded: string[] };
export type SendOptions = { params?: Record<string, string>; headers?: Record<string, string> };

/** `calls` is the list the harness fills with the upstream calls it sees. */
export function handlerCalls(calls: string[]) {
  async function run(handler: Handler, request: NextRequest, params: Record<string, string> = {}): Promise<Answer> {
    const before = calls.length;
    const response = await handler(request, { params: Promise.resolve(params) });
    return { status: response.status, body: await response.json(), forwarded: calls.slice(before) };
  }
  return {
    get: (handler: Handler, path: string, params?: Record<string, string>, headers?: Record<string, string>) =>
      run(handler, new NextRequest(`${PANEL}${path}`, { headers }), params),
    send: (handler: Handler, method: "POST" | "PUT" | "DELETE", path: string, body?: unknown, { params, headers }: SendOptions = {}) =>
      run(
        handler,
        new NextRequest(`${PANEL}${path}`, {
          method,
          headers: { origin: PANEL, "content-type": "application/json", "x-panel-request": "1", ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
        params,
      ),
  };
}
