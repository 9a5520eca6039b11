import "server-only";
import type { z } from "zod";
import { log } from "@/lib/log";
import { currentSpendKey } from "@/lib/request-context";
import { batchCheckOf, UNDECIDED } from "@/lib/schemas/quick-check";
import { settings } from "@/lib/settings";
import { SERVER_ERROR_MESSAGE, UpstreamError, messageFromBody } from "./errors";
import { exchange, unreadable } from "./exchange";
import { readAnswer, readRows } from "./read-answer";
import { rowReader } from "./rows-in-batches";
import { refusalIn2xx } from "./write-refusal";
import { upstreamUrl } from "./url";

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
  /** The panel's operation, for the metrics. */
  operation?: string;
};

/**
 * The only function that talks to the upstream (over ./exchange: keep-alive sockets, a timeout,
 * no redirects, a size cap). It adds the token, turns an error status into the upstream's message
 * (and a write's 2xx whose body says it failed into a refusal, ./write-refusal.ts) and checks the
 * answer against the schema. Every failure is an UpstreamError; the token is never logged.
 */
export async function upstreamFetch<S extends z.ZodType>(schema: S, request: UpstreamRequest): Promise<z.infer<S>> {
  const { method, path, token } = request;
  const headers: Record<string, string> = { accept: "application/json" };
  if (method === "POST") headers["content-type"] = "application/json";
  // A write inside the spend entrance carries its key, whoever built the request.
  const idempotencyKey = request.idempotencyKey ?? (method === "POST" ? currentSpendKey() : undefined);
  if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
  const query = method === "GET" && token ? { ...request.query, token } : request.query;
  const body = method === "POST" ? JSON.stringify({ ...request.body, ...(token ? { token } : {}) }) : undefined;
  const label = `${method} ${path}`;

  // The largest answer read (UPSTREAM_MAX_RESPONSE_BYTES): a bigger one is a 502, not a server out of memory.
  const { upstreamTimeoutMs, upstreamMaxResponseBytes } = settings();
  // A list checked row by row is parsed a batch of rows at a time as it arrives (./rows-in-batches.ts);
  // when that does not decide, the answer is read whole, as every other is.
  const batchCheck = batchCheckOf(schema);
  const reader = batchCheck && rowReader(batchCheck);
  const answer = await exchange({
    method,
    url: upstreamUrl(path, query),
    headers,
    body,
    timeoutMs: request.timeoutMs ?? upstreamTimeoutMs,
    maxBytes: upstreamMaxResponseBytes,
    label,
    operation: request.operation,
    reader,
  });
  if (answer.status < 200 || answer.status >= 300) {
    throw new UpstreamError(messageFromBody(answer.status, answer.text()), answer.status, "response", method);
  }
  const read = reader ? reader.finish() : UNDECIDED;
  if (read !== UNDECIDED) return readRows(read, label) as z.infer<S>;
  let json: unknown;
  try {
    json = JSON.parse(answer.text());
  } catch {
    throw unreadable(label, "answer is not JSON", method);
  }
  // A write answered 2xx whose body says it failed is a refusal (nothing was done), never "done".
  const refusal = method === "POST" ? refusalIn2xx(answer.status, json) : undefined;
  if (refusal !== undefined) {
    log.warn({ upstream: label, status: answer.status }, "upstream: a write answered 2xx says it failed");
    throw new UpstreamError(refusal, 422, "response", method);
  }
  // The same answer as schema.safeParse (by a quick path where one decides), unwrapped and logged: ./read-answer.ts.
  const parsed = readAnswer(schema, json, label, request.operation);
  if (!parsed.success) {
    throw new UpstreamError(SERVER_ERROR_MESSAGE, 502, "invalid-response", method);
  }
  return parsed.data;
}
