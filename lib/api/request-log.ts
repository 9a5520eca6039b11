import "server-only";
import { log } from "@/lib/log";
import { recordRequest } from "@/lib/metrics";
import { markAccessLogged, REQUEST_ID_HEADER, requestIdFrom, runWithRequestContext, type RequestContext } from "@/lib/request-context";

/**
 * Serves one BFF request inside its request context (lib/request-context: every upstream call it
 * makes carries its id), answers that id as X-Request-Id, and logs one access line: id, method,
 * path (without the query, which may hold anything), route (the handler's operation), status, ms.
 */
export async function withRequestLog(request: Request, route: string, handle: () => Promise<Response>): Promise<Response> {
  const context: RequestContext = { requestId: requestIdFrom(request.headers), route };
  markAccessLogged();
  const started = performance.now();
  let status = 500; // what the browser gets if the handler throws past its own error mapping
  try {
    const response = withRequestId(await runWithRequestContext(context, handle), context.requestId);
    status = response.status;
    return response;
  } finally {
    const line = {
      requestId: context.requestId,
      method: request.method,
      path: pathOf(request),
      route: context.route,
      status,
      ms: Math.round(performance.now() - started),
    };
    recordRequest(line.route, line.method, status, line.ms);
    // 501 is the panel saying "this backend does not offer it", an expected answer.
    if (status >= 500 && status !== 501) log.warn(line, "request");
    else log.info(line, "request");
  }
}

function withRequestId(response: Response, requestId: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  } catch {
    // Headers of a Response made elsewhere may be immutable: answer a copy.
    const copy = new Response(response.body, response);
    copy.headers.set(REQUEST_ID_HEADER, requestId);
    return copy;
  }
}

/** The request's path without its query; "-" for a URL that cannot be read (the line is still written). */
function pathOf(request: Request): string {
  try {
    return new URL(request.url).pathname;
  } catch {
    return "-";
  }
}
