import "server-only";
import type { z } from "zod";
import { SERVER_ERROR_MESSAGE, UpstreamError, messageFromBody } from "./errors";

export type UpstreamRequest = {
  method: "GET" | "POST";
  path: string;
  /** The session's token: sent as ?token= on GET and as "token" in the JSON body on POST. */
  token?: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: Record<string, unknown>;
  /** Carried through from the browser on calls that spend or move credits. */
  idempotencyKey?: string;
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 10_000;
/** The largest answer the BFF reads (UPSTREAM_MAX_RESPONSE_BYTES); a bigger one is a 502, not a server out of memory. */
const DEFAULT_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

function maxResponseBytes(): number {
  const configured = Number(process.env.UPSTREAM_MAX_RESPONSE_BYTES);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_MAX_RESPONSE_BYTES;
}

function unreadable(request: UpstreamRequest, why: string): UpstreamError {
  console.error(`upstream ${request.method} ${request.path}: ${why}`);
  return new UpstreamError(SERVER_ERROR_MESSAGE, 502, "invalid-response");
}

/** The answer's text, or an UpstreamError once it passes the size cap (declared or counted). */
async function readCapped(response: Response, request: UpstreamRequest): Promise<string> {
  const limit = maxResponseBytes();
  const tooLarge = () => unreadable(request, `answer larger than ${limit} bytes; dropped`);
  if (Number(response.headers.get("content-length") ?? NaN) > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    throw unreadable(request, "answer cut off");
  }
  return Buffer.concat(chunks).toString("utf8");
}

export function upstreamBaseUrl(): string {
  return (process.env.UPSTREAM_URL ?? "http://127.0.0.1:4000").replace(/\/+$/, "");
}

function buildUrl({ method, path, token, query }: UpstreamRequest): string {
  const url = new URL(upstreamBaseUrl() + path);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  if (method === "GET" && token) url.searchParams.set("token", token);
  return url.toString();
}

/**
 * The only function that talks to the upstream. Node's fetch keeps connections alive, so
 * calls reuse sockets. Redirects are never followed (a GET would carry its token to the target,
 * a POST would turn into a GET); answers are read up to a size cap. Every failure becomes an
 * UpstreamError; the token is never logged.
 */
export async function upstreamFetch<S extends z.ZodType>(schema: S, request: UpstreamRequest): Promise<z.infer<S>> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (request.method === "POST") headers["content-type"] = "application/json";
  if (request.idempotencyKey) headers["idempotency-key"] = request.idempotencyKey;
  const body =
    request.method === "POST" ? JSON.stringify({ ...request.body, ...(request.token ? { token: request.token } : {}) }) : undefined;

  let response: Response;
  try {
    response = await fetch(buildUrl(request), {
      method: request.method,
      headers,
      body,
      cache: "no-store",
      redirect: "manual",
      signal: AbortSignal.timeout(request.timeoutMs ?? Number(process.env.UPSTREAM_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS)),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    throw new UpstreamError(SERVER_ERROR_MESSAGE, timedOut ? 504 : 502, timedOut ? "timeout" : "unreachable");
  }

  if (response.type === "opaqueredirect" || (response.status >= 300 && response.status < 400)) {
    await response.body?.cancel().catch(() => undefined);
    throw unreadable(request, `answered a redirect (HTTP ${response.status}); not followed`);
  }
  const text = await readCapped(response, request);
  if (!response.ok) {
    throw new UpstreamError(messageFromBody(response.status, text), response.status, "response");
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw unreadable(request, "answer is not JSON");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.error(`upstream ${request.method} ${request.path}: unexpected response shape`, parsed.error.issues);
    throw new UpstreamError(SERVER_ERROR_MESSAGE, 502, "invalid-response");
  }
  return parsed.data;
}
