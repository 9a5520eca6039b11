import "server-only";
import { log } from "@/lib/log";
import { recordUpstreamCall } from "@/lib/metrics";
import { currentRequestId, REQUEST_ID_HEADER } from "@/lib/request-context";
import http from "node:http";
import https from "node:https";
import { SERVER_ERROR_MESSAGE, UpstreamError } from "./errors";

// One request and its answer over node:http, on keep-alive sockets that every call shares.
// Node's fetch did the same job at about three times the CPU per call (WHATWG streams, Next's
// patching of fetch), which the BFF pays on every request (docs/performance.md).

export type Exchange = {
  method: "GET" | "POST";
  url: URL;
  headers: Record<string, string>;
  body?: string;
  /** For the whole exchange: connecting, waiting and reading the answer. */
  timeoutMs: number;
  /** The largest answer read, declared or counted. */
  maxBytes: number;
  /** What the log says about this call ("GET /api/clients"): never the URL, which holds the token on GET. */
  label: string;
  /** What the metrics count it as: the panel's operation ("clients.renew"), never the path, whose segments name clients. */
  operation?: string;
  /**
   * Fed each chunk of a 2xx answer as it arrives (./rows-in-batches.ts); the Answer's text() still
   * has them all. The call's logged time then includes what the reader did meanwhile.
   */
  reader?: { push: (chunk: Buffer) => void };
};

/** `text()` joins and decodes the answer's bytes as UTF-8, only when asked: a whole list the reader read needs no text. */
export type Answer = { status: number; text: () => string };
const answerOf = (status: number, chunks: Buffer[], size: number): Answer => ({ status, text: () => Buffer.concat(chunks, size).toString("utf8") });

/**
 * An idle socket is closed after this long, before the upstream's keep-alive timeout (Node's
 * server default is 5 s) can close it just as a request goes out on it.
 */
export const IDLE_SOCKET_MS = 4_000;
const AGENTS = {
  "http:": new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS, scheduling: "lifo" }),
  "https:": new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS, scheduling: "lifo" }),
};

/** The answer is there but cannot be used; says why in the log, and the caller gets the one server-error message. */
export function unreadable(label: string, why: string, method?: Exchange["method"]): UpstreamError {
  log.error({ upstream: label, why }, "upstream answer unusable");
  return new UpstreamError(SERVER_ERROR_MESSAGE, 502, "invalid-response", method);
}

/** The failures without an answer, each naming the call's method (a failed read never leaves a write's outcome unknown). */
const failures = (method: Exchange["method"]) => ({
  unreachable: () => new UpstreamError(SERVER_ERROR_MESSAGE, 502, "unreachable", method),
  timedOut: () => new UpstreamError(SERVER_ERROR_MESSAGE, 504, "timeout", method),
  /** The whole request had gone out when the connection broke: the upstream may have acted on it. */
  dropped: () => new UpstreamError(SERVER_ERROR_MESSAGE, 502, "dropped", method),
});

/**
 * Sends the request and reads the answer up to the size cap. Redirects are never followed (a GET
 * would carry its token to the target, a POST would turn into a GET). Every failure is an
 * UpstreamError: unreachable (502), timeout (504), or an unusable answer (502).
 */
export function exchange(call: Exchange): Promise<Answer> {
  const started = performance.now();
  // Every call made for a BFF request carries its id, so the upstream's log can be matched to ours.
  const requestId = currentRequestId();
  const headers = requestId ? { ...call.headers, [REQUEST_ID_HEADER]: requestId } : call.headers;
  const { unreachable, timedOut, dropped } = failures(call.method);
  return new Promise((resolve, reject) => {
    let request: http.ClientRequest | undefined;
    let settled = false;
    // Until the whole request has been handed to the network, a failure means the upstream cannot
    // have acted on it ("unreachable"); after, a write's outcome is unknown ("timeout", "dropped").
    let sentWhole = false;
    let answered = false;
    // The error is made (and logged) only by the first outcome: a dropped connection goes on
    // emitting events after a timeout or a refused answer.
    const finish: Finish = (outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (typeof outcome === "function") {
        request?.destroy();
        const error = outcome();
        logCall(call, started, { error: error.kind });
        reject(error);
      } else {
        logCall(call, started, { status: outcome.status });
        resolve(outcome);
      }
    };
    const timer = setTimeout(() => finish(sentWhole ? timedOut : unreachable), call.timeoutMs);

    const send = (isRetry: boolean) => {
      const sent = (call.url.protocol === "https:" ? https : http).request(call.url, {
        method: call.method,
        headers: call.body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(call.body)) },
        agent: AGENTS[call.url.protocol as keyof typeof AGENTS],
      });
      request = sent;
      sent.on("finish", () => (sentWhole = true));
      sent.on("error", (error: NodeJS.ErrnoException) => {
        if (settled) return;
        // A kept-alive socket the upstream closed just as this went out: a read goes again, once, on
        // a new one; never once an answer has begun, whose chunks the reader has already taken.
        if (call.method === "GET" && !isRetry && !answered && sent.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE")) return send(true);
        finish(sentWhole ? dropped : unreachable);
      });
      sent.on("response", (response) => {
        answered = true;
        read(response, call, finish);
      });
      sent.end(call.body);
    };
    send(false);
  });
}

/**
 * One line per upstream call: its path without the query (which holds the token on GET), the
 * status or the kind of failure, and how long it took. A failure is an error and a 5xx a warning:
 * the browser only sees "Server error, try again later", so this line is how an operator learns why.
 */
function logCall(call: Exchange, started: number, result: { status: number } | { error: string }) {
  const line = { method: call.method, path: call.url.pathname, ...result, ms: Math.round(performance.now() - started) };
  const outcome = "error" in result ? result.error : result.status < 300 ? "ok" : `${Math.floor(result.status / 100)}xx`;
  recordUpstreamCall(call.operation ?? "other", outcome, line.ms);
  if ("error" in result) log.error(line, "upstream call failed");
  else if (result.status >= 500) log.warn(line, "upstream call");
  else log.info(line, "upstream call");
}

/** The answer, or how to make the error (only the first outcome counts). */
type Finish = (outcome: Answer | (() => UpstreamError)) => void;

function read(response: http.IncomingMessage, call: Exchange, finish: Finish) {
  const status = response.statusCode ?? 0;
  if (status >= 300 && status < 400) return finish(() => unreadable(call.label, `answered a redirect (HTTP ${status}); not followed`, call.method));
  const tooLarge = () => unreadable(call.label, `answer larger than ${call.maxBytes} bytes; dropped`, call.method);
  if (Number(response.headers["content-length"] ?? NaN) > call.maxBytes) return finish(tooLarge);

  const chunks: Buffer[] = [];
  let size = 0;
  const reader = status >= 200 && status < 300 ? call.reader : undefined;
  response.on("data", (chunk: Buffer) => {
    size += chunk.byteLength;
    if (size > call.maxBytes) return finish(tooLarge);
    chunks.push(chunk);
    reader?.push(chunk);
  });
  response.on("end", () => finish(answerOf(status, chunks, size)));
  const cutOff = () => finish(() => unreadable(call.label, "answer cut off", call.method));
  response.on("aborted", cutOff);
  response.on("error", cutOff);
}
