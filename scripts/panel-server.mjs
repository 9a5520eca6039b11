#!/usr/bin/env node
// The panel's production server: Next.js's request handler behind Node's own HTTP server
// (deploy/server-core.mjs: the peer-address header the sign-in throttle uses, the SIGTERM drain,
// the private metrics port). `next start` would keep a client's X-Forwarded-For as the only
// address it passes on, and drops in-flight requests on SIGTERM.
// Started by scripts/serve.mjs; PORT and PANEL_HOST as there. deploy/server.mjs is the same
// server for the standalone artifact. Next warns here that `next start` does not work with
// output: "standalone": this is not `next start`, and serves the full .next build as before.
import next from "next";
import { jsonConsole, log, servePanel } from "../deploy/server-core.mjs";

jsonConsole();
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.PANEL_HOST ?? "127.0.0.1";

await servePanel(next({ dev: false, hostname, port }), { hostname, port }).catch((error) => {
  // A port that cannot be bound (METRICS_PORT taken, PORT in use): no half-started server.
  log.fatal(`the panel cannot start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
