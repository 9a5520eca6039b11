// HTTP plumbing on node:http: JSON in and out, the token and prefix checks, routing, controls.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { Sessions } from "./auth";
import { handleControl } from "./control-routes";
import { Controls } from "./control";
import { HttpError, notFound } from "./errors";
import { match, Plain, roleOfPath, type Route } from "./router";
import { seed } from "./seed";
import { forgetLists } from "./state";
import type { SpecUpstreamOptions, State } from "./types";
import { shapeAnswer } from "./variants";

const MAX_BODY = 256 * 1024;

export interface Upstream {
  state: State;
  opts: SpecUpstreamOptions;
  sessions: Sessions;
  controls: Controls;
  routes: Route[];
}

export function createUpstream(opts: SpecUpstreamOptions, routes: Route[]): Upstream {
  return { state: seed(opts.clients, opts.ledger), opts, sessions: new Sessions(), controls: new Controls(), routes };
}

type Answer = { status: number; body: unknown } | Plain;

export function createHandler(up: Upstream) {
  return (req: IncomingMessage, res: ServerResponse) => {
    void serve(up, req, res).catch(() => send(res, { status: 500, body: { message: "Internal server error" } }));
  };
}

export function listen(up: Upstream, port: number, host: string) {
  return createServer(createHandler(up)).listen(port, host);
}

async function serve(up: Upstream, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? "/", "http://upstream.local");
  const method = req.method ?? "GET";
  let raw: string;
  try {
    raw = method === "POST" ? await readBody(req) : "";
  } catch (e) {
    return send(res, errorAnswer(e));
  }
  if (method !== "GET") forgetLists(up.state);
  if (url.pathname.startsWith("/__control/")) return send(res, handleControl(up, method, url.pathname, raw));
  up.controls.count(url.pathname);
  const rule = up.controls.take(url.pathname, () => callerName(up, method, url, raw));
  if (rule?.kind === "fail") {
    // Carried out first unless the rule says not (a refusal dressed as another answer).
    if (rule.commit) answerCall(up, method, url, raw);
    return send(res, rule.text === undefined ? { status: rule.status, body: rule.body ?? {} } : new Plain(rule.status, rule.text, "text/html"));
  }
  const answer = answerCall(up, method, url, raw);
  if (rule?.kind === "drop") return void req.socket.destroy();
  if (rule?.kind === "cut") return void req.socket.resetAndDestroy();
  if (rule?.kind === "late") return void setTimeout(() => send(res, answer), rule.ms);
  send(res, answer);
}

function answerCall(up: Upstream, method: string, url: URL, raw: string): Answer {
  try {
    const body = method === "POST" ? parseBody(raw) : {};
    if (method === "POST" && url.pathname === "/authenticate") {
      return { status: 200, body: up.sessions.authenticate(up.state, up.opts, body) };
    }
    const prefixRole = roleOfPath(url.pathname);
    if (!prefixRole || (method !== "GET" && method !== "POST")) throw notFound();
    const me = up.sessions.account(up.state, method === "GET" ? url.searchParams.get("token") : body.token);
    if (me.role !== prefixRole) throw new HttpError(403, "This call is not available to your role");
    const found = match(up.routes, method, me.role, url.pathname);
    if (!found) throw notFound();
    const result = found.route.handler({ s: up.state, me, params: found.params, query: url.searchParams, body, opts: up.opts });
    return result instanceof Plain ? result : { status: 200, body: shapeAnswer(up.opts, url.pathname, result, url.searchParams) };
  } catch (e) {
    return errorAnswer(e);
  }
}

/** The account a call is made with (its token: the query's on GET, the body's on POST), for the controls' rules. */
function callerName(up: Upstream, method: string, url: URL, raw: string): string | undefined {
  if (method === "GET") return up.sessions.nameOf(url.searchParams.get("token"));
  try {
    return up.sessions.nameOf((JSON.parse(raw) as { token?: unknown } | null)?.token);
  } catch {
    return undefined;
  }
}

function errorAnswer(e: unknown): Answer {
  if (e instanceof HttpError) return e.plainText ? new Plain(e.status, e.message) : { status: e.status, body: { message: e.message } };
  console.error("spec upstream: unexpected error", e instanceof Error ? e.message : e);
  return { status: 500, body: { message: "Internal server error" } };
}

function parseBody(raw: string): Record<string, unknown> {
  if (raw.trim() === "") return {};
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    throw new HttpError(400, "Malformed JSON body");
  }
  if (!v || typeof v !== "object" || Array.isArray(v)) throw new HttpError(400, "The body must be a JSON object");
  return v as Record<string, unknown>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on("end", () => (size > MAX_BODY ? reject(new HttpError(413, "Request body too large")) : resolve(Buffer.concat(chunks).toString("utf8"))));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, answer: Answer) {
  if (res.headersSent || res.destroyed) return;
  if (answer instanceof Plain) {
    res.writeHead(answer.status, { "content-type": `${answer.type}; charset=utf-8` });
    return void res.end(answer.text);
  }
  res.writeHead(answer.status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(answer.body));
}
