// The panel's HTTP server around Next's request handler, shared by scripts/panel-server.mjs
// (`npm start`, Next from node_modules) and deploy/server.mjs (the standalone artifact):
//  - every request carries the socket's address in a header the client cannot set (the
//    sign-in throttle counts per address; lib/auth/client-address.ts);
//  - SIGTERM drains: /api/ready answers 503 "shutting down", the listener closes, in-flight
//    requests finish (SHUTDOWN_GRACE_MS at most), idle keep-alive connections close, exit 0;
//  - METRICS_PORT serves the prom-client registry on METRICS_HOST, apart from the public port.
// Settings and the registry come from the Next side through globalThis.panelOps
// (lib/ops-state.ts, filled by instrumentation.ts during app.prepare()).
// Logs as lib/log.ts does (one JSON object a line: time, level, msg), with pino from the same
// node_modules, since this plain-JavaScript file sits outside Next's bundles.
import { createServer } from "node:http";
import pino from "pino";

const log = pino({ base: undefined, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } });

const PEER_ADDRESS_HEADER = "x-panel-peer-address";

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

/** Serves `app` (a `next({...})` server) on hostname:port until SIGTERM or SIGINT. */
export async function servePanel(app, { hostname, port }) {
  const handle = app.getRequestHandler();
  await app.prepare();
  const { shutdownGraceMs, metricsPort, metricsHost } = await settingsFromNext();
  const ops = globalThis.panelOps;

  let draining = false;
  const inFlight = new Set();
  const server = createServer((req, res) => {
    // Overwrites any copy the request brought along.
    req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
    // Once draining, every answer closes its connection, so a balancer's kept-alive connection
    // does not carry one more request here after it.
    if (draining) res.setHeader("connection", "close");
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
    handle(req, res);
  });
  await listen(server, port, hostname);
  log.info(`panel listening on http://${hostname}:${port}`);

  const metricsServer = metricsPort ? await serveMetrics(ops, metricsPort, metricsHost) : null;

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

function listen(server, port, hostname) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => {
      server.off("error", reject);
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
  await listen(server, port, hostname);
  log.info(`metrics on http://${hostname}:${port}/metrics`);
  return server;
}
