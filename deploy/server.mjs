#!/usr/bin/env node
// The panel's server in the deployable artifact (scripts/build-artifact.mjs copies it to
// dist/panel/server.mjs): `node server.mjs` in that folder, nothing else installed. The same
// server as scripts/panel-server.mjs (deploy/server-core.mjs: peer-address header, SIGTERM
// drain, private metrics port) over Next's standalone output instead of node_modules.
// Settings: README, Deploy.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { jsonConsole, log, servePanel } from "./server-core.mjs";

jsonConsole();
const dir = path.dirname(fileURLToPath(import.meta.url));
process.chdir(dir);
process.env.NODE_ENV = "production";
// The build's resolved next.config, as Next's own standalone server.js hands it over: the
// artifact has no next.config.ts (nor TypeScript to read it).
const { config } = JSON.parse(readFileSync(path.join(dir, ".next", "required-server-files.json"), "utf8"));
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.PANEL_HOST ?? "127.0.0.1";
const { default: next } = await import("next");
await servePanel(next({ dev: false, dir, hostname, port, conf: config }), { hostname, port }).catch((error) => {
  // A port that cannot be bound (METRICS_PORT taken, PORT in use): no half-started server.
  log.fatal(`the panel cannot start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
