// The panel's HTTP server around Next's request handler, shared by scripts/panel-server.mjs
// (`npm start`, Next from node_modules) and deploy/server.mjs (the standalone artifact):
//  - every request carries the socket's address in a header the client cannot set (the
//    sign-in throttle counts per address; lib/auth/client-address.ts);
//  - SIGTERM drains: /api/ready answers 503 "shutting down", the listener closes, in-flight
//    requests finish (SHUTDOWN_GRACE_MS at most), idle keep-alive connections close, exit 0;
//  - METRICS_PORT serves the prom-client registry on METRICS_HOST, apart from the public port;
//    a port that cannot be bound stops the start (servePanel rejects, the caller exits 1);
//  - every request gets an X-Request-Id (the incoming one when it is a plain token), and every
//    request the BFF's handlers do not log themselves (pages, static files, /api/ready, refusals)
//    gets an access line and its metrics here;
//  - a path whose %-escapes do not decode (400) and a page asked with a method other than GET or
//    HEAD (405) are answered here, before Next: Next's proxy step waits for such a request's
//    whole body, and a client that left without sending it made an uncaughtException each time.
// Settings and the registry come from the Next side through globalThis.panelOps
// (lib/ops-state.ts, filled by instrumentation.ts during app.prepare()).
// Logs as lib/log.ts does (one JSON object a line: time, level, msg), with pino from the same
// node_modules, since this plain-JavaScript file sits outside Next's bundles.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { format } from "node:util";
import pino from "pino";

export const log = pino({ base: undefined, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } });

const PEER_ADDRESS_HEADER = "x-panel-peer-address";
const REQUEST_ID_HEADER = "x-request-id";
/** As lib/request-context.ts: an incoming id is kept only when it is a plain token (it goes into logs and upstream headers). */
const SANE_ID = /^[A-Za-z0-9._-]{1,100}$/;
const PAGE_METHODS = new Set(["GET", "HEAD"]);
/** Asked every few seconds by the balancer: their lines are debug, not info (their metrics are counted). */
const PROBES = new Set(["/api/ready", "/api/health"]);

// Each request's own record, which lib/request-context.ts's markAccessLogged() reaches from inside
// Next (a BFF handler logs its own line, with its operation's name): one store on globalThis, as
// this file and Next's bundles are separate module graphs.
const requests = (globalThis.panelServerRequests ??= new AsyncLocalStorage());

/**
 * Sends what is written to the console (Next's own lines, such as "✓ Running next.config took …"
 * and its warnings, and the uncaught errors it catches and prints) through the log as JSON lines,
 * so the process's stdout is JSON only. Called by the two servers before Next starts.
 */
export function jsonConsole() {
  const levels = { log: "info", info: "info", warn: "warn", error: "error", debug: "debug" };
  for (const [method, level] of Object.entries(levels)) {
    console[method] = (...args) => {
      const err = args.find((arg) => arg instanceof Error);
      // Next colours its lines: the colour codes go, the text stays.
      const msg = format(...args.filter((arg) => arg !== err))
        .replace(/\u001b\[[0-9;]*m/g, "")
        .trim();
      log[level](err ? { err } : {}, msg || err?.message || "");
    };
  }
}

/** A bounded label for the metrics: never the raw path, which holds client names. */
function routeLabel(pathname) {
  if (PROBES.has(pathname)) return pathname;
  if (pathname.startsWith("/api/")) return "api";
  if (pathname.startsWith("/_next/") || /\.[A-Za-z0-9]{1,8}$/.test(pathname)) return "static";
  return "page";
}

/** The answer this server gives itself before Next, or null: see the header. */
function refusal(method, pathname) {
  try {
    decodeURIComponent(pathname);
  } catch {
    return { status: 400, headers: { "content-type": "application/json" }, body: JSON.stringify({ message: "Malformed path" }) };
  }
  if (routeLabel(pathname) === "page" && !PAGE_METHODS.has(method)) return { status: 405, headers: { allow: "GET, HEAD" }, body: "" };
  return null;
}

/**
 * The operating settings instrumentation.ts hands over. Next starts its register() during
 * prepare() but does not wait for it there (only before the first request), so they may come a
 * moment after prepare() resolves.
 */
async function settingsFromNext(waitMs = 15_000) {
  const ops = (globalThis.panelOps ??= {});
  for (const started = Date.now(); !ops.settings;) {
    if (Date.now() - started > waitMs) throw new Error("The panel's settings were not read at start (instrumentation.ts did not run): is the build current?");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return ops.settings;
}

/**
 * Serves `app` (a `next({...})` server) on hostname:port until SIGTERM or SIGINT. Rejects, with
 * nothing left listening, when a port cannot be bound: the caller logs it and exits 1.
 */
export async function servePanel(app, { hostname, port }) {
  // Read by instrumentation.ts: this server refuses to start without the secrets serving needs.
  const ops = (globalThis.panelOps ??= {});
  ops.servedByPanelServer = true;
  const handle = app.getRequestHandler();
  await app.prepare();
  const { shutdownGraceMs, metricsPort, metricsHost, logLevel } = await settingsFromNext();
  // The server's lines follow LOG_LEVEL, as the panel's other lines do (lib/log.ts).
  logThreshold = pino.levels.values[logLevel] ?? pino.levels.values.info;

  let draining = false;
  const inFlight = new Set();
  const server = createServer((req, res) => {
    const started = performance.now();
    // Overwrites any copy the request brought along.
    req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
    const incoming = req.headers[REQUEST_ID_HEADER]?.toString().trim();
    const requestId = incoming && SANE_ID.test(incoming) ? incoming : randomUUID();
    // The BFF reads the same id from the request (lib/request-context.ts).
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    // Once draining, every answer closes its connection, so a balancer's kept-alive connection
    // does not carry one more request here after it.
    if (draining) res.setHeader("connection", "close");
    inFlight.add(res);
    const record = { logged: false };
    const pathname = (req.url ?? "/").split("?")[0];
    res.once("close", () => {
      inFlight.delete(res);
      if (!record.logged) accessLine(ops, { requestId, method: req.method, pathname, status: res.headersSent ? res.statusCode : 499, started });
    });
    const refused = refusal(req.method, pathname);
    if (refused) {
      // The body is read and dropped (never kept) as the connection stays open, so a client still
      // sending it gets this answer instead of a broken pipe.
      req.resume();
      res.writeHead(refused.status, { ...refused.headers, "cache-control": "no-store" }).end(refused.body);
      return;
    }
    requests.run(record, () => handle(req, res));
  });
  let metricsServer = null;
  try {
    await listen(server, port, hostname, "PORT");
    metricsServer = metricsPort ? await serveMetrics(ops, metricsPort, metricsHost) : null;
  } catch (error) {
    server.close();
    throw error;
  }
  log.info(`panel listening on http://${hostname}:${server.address().port}`);

  let drainStarted = 0;
  const drain = (signal) => {
    if (draining) {
      // Ctrl-C under `npm start` reaches this process twice at once (from the terminal, and as
      // SIGTERM from scripts/serve.mjs): only a signal well after the first one means "now".
      if (Date.now() - drainStarted < 1_000) return;
      log.warn(`${signal} again: stopping now with ${inFlight.size} request(s) unfinished.`);
      process.exit(1);
    }
    draining = true;
    drainStarted = Date.now();
    ops.shuttingDown = true;
    log.info(`${signal}: draining ${inFlight.size} request(s) in flight (grace ${shutdownGraceMs} ms).`);
    for (const res of inFlight) if (!res.headersSent) res.setHeader("connection", "close");
    // A connection that finishes its last answer becomes idle: closed at once, not after the keep-alive timeout.
    const sweeper = setInterval(() => server.closeIdleConnections(), 100);
    // Stops accepting connections; the callback runs once every connection has closed.
    server.close(() => {
      clearInterval(sweeper);
      metricsServer?.close();
      log.info("drained: every request answered; exiting.");
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      log.error(`grace period over: cutting ${inFlight.size} request(s) still in flight.`);
      server.closeAllConnections();
      process.exit(1);
    }, shutdownGraceMs).unref();
  };
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => drain(signal));
  return server;
}

/** One line and the metrics of a request no BFF handler logged; 499: the client left before an answer. */
/** The least level a line needs to be written (LOG_LEVEL, read once the settings are): pino's own numbers. */
let logThreshold = pino.levels.values.info;

function accessLine(ops, { requestId, method, pathname, status, started }) {
  const ms = Math.round(performance.now() - started);
  const route = routeLabel(pathname);
  ops.recordRequest?.(route, method, status, ms);
  const line = { requestId, method, route, path: pathname.slice(0, 200), status, ms };
  const level = status >= 500 ? "warn" : PROBES.has(pathname) ? "debug" : "info";
  if (pino.levels.values[level] >= logThreshold) log[level](line, "request");
}

/** Listens, or rejects with the setting to change and why (EADDRINUSE: another process, or the panel's own port). */
function listen(server, port, hostname, setting) {
  return new Promise((resolve, reject) => {
    const failed = (error) => reject(new Error(`${setting}: cannot listen on ${hostname}:${port}: ${error.code ?? error.message}`, { cause: error }));
    server.once("error", failed);
    server.listen(port, hostname, () => {
      server.off("error", failed);
      resolve();
    });
  });
}

/** GET /metrics in Prometheus's text format, on its own listener (not reachable through the public port). */
async function serveMetrics(ops, port, hostname) {
  const server = createServer(async (req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics" || !ops.registry) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found\n");
      return;
    }
    try {
      const body = await ops.registry.metrics();
      res.writeHead(200, { "content-type": ops.registry.contentType }).end(body);
    } catch (error) {
      log.error(`metrics: ${error instanceof Error ? error.message : error}`);
      res.writeHead(500, { "content-type": "text/plain" }).end("Metrics failed\n");
    }
  });
  await listen(server, port, hostname, "METRICS_PORT");
  log.info(`metrics on http://${hostname}:${port}/metrics`);
  return server;
}
