#!/usr/bin/env node
// Serves the panel: the reference upstream beside Next.js unless UPSTREAM_URL points elsewhere.
//   node scripts/serve.mjs --build  production build, then the production server (`npm start`)
//   node scripts/serve.mjs          production server of the existing build
//   node scripts/serve.mjs --dev    development server (`npm run dev`)
// Settings (all optional): PORT, PANEL_HOST, UPSTREAM_URL, UPSTREAM_PORT, SESSION_PASSWORD,
// DATABASE_URL, PGLITE_DIR, SHUTDOWN_GRACE_MS, METRICS_PORT; see the README. Without
// SESSION_PASSWORD it makes one up for this run (a demo's sessions end with it): the production
// server itself (scripts/panel-server.mjs, the artifact's server.mjs) refuses to start without one.
// The reference upstream is supervised: when it stops, the panel keeps serving ('Server error,
// try again later' meanwhile) and the upstream starts again after 1, 2, 4 … 30 s.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import pino from "pino";

// Its lines are JSON like the panel's and the upstream's, whose output it passes on: one stdout, one format.
const log = pino({ base: undefined, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } });

const dev = process.argv.includes("--dev");
const build = process.argv.includes("--build");
const env = { NEXT_TELEMETRY_DISABLED: "1", ...process.env };
const children = new Set();

if (!env.SESSION_PASSWORD) {
  env.SESSION_PASSWORD = randomBytes(32).toString("base64url");
  log.warn("SESSION_PASSWORD is not set: using a random one for this run, so sessions end when the panel restarts (set it for anything but a demo).");
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  const running = [...children].filter((child) => child.exitCode === null && child.signalCode === null);
  // The panel drains on SIGTERM (finishes its in-flight requests, SHUTDOWN_GRACE_MS at most):
  // wait for it rather than leave it behind, with a margin in case it hangs.
  let left = running.length;
  if (left === 0) process.exit(code);
  for (const child of running) {
    child.once("exit", () => --left === 0 && process.exit(code));
    child.kill("SIGTERM");
  }
  setTimeout(() => process.exit(code), (Number(env.SHUTDOWN_GRACE_MS) || 10_000) + 5_000).unref();
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

function start(command, args, childEnv) {
  const child = spawn(command, args, { env: childEnv, stdio: "inherit" });
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

/** The panel itself: when it stops, everything stops. */
function run(name, command, args, childEnv) {
  start(command, args, childEnv).on("exit", (code, signal) => {
    if (stopping) return;
    log.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the panel.`);
    shutdown(code ?? 1);
  });
}

const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000];
const STEADY_MS = 60_000;

/** A process that is started again when it stops, after a pause that grows while it keeps failing. */
function supervise(name, command, args, childEnv) {
  let failures = 0;
  const launch = () => {
    const startedAt = Date.now();
    const child = start(command, args, childEnv);
    log.info(`${name} started (pid ${child.pid})`);
    child.on("exit", (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt >= STEADY_MS) failures = 0;
      const delay = BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)];
      failures += 1;
      log.error(`${name} stopped (${signal ?? `exit code ${code}`}); starting it again in ${delay / 1000} s.`);
      setTimeout(() => stopping || launch(), delay).unref();
    });
  };
  launch();
  // Keeps this process alive while the child is down and only a timer is pending.
  setInterval(() => {}, 1 << 30);
}

async function waitFor(url, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await sleep(250);
    }
  }
  log.fatal(`The reference upstream did not answer at ${url} within ${seconds}s.`);
  shutdown(1);
}

const nextBin = new URL("../node_modules/next/dist/bin/next", import.meta.url).pathname;
if (build && !dev) {
  const result = spawnSync(process.execPath, [nextBin, "build"], { env, stdio: "inherit" });
  if (result.status !== 0) {
    log.fatal("The production build failed; see the messages above.");
    process.exit(result.status ?? 1);
  }
}

if (!env.UPSTREAM_URL) {
  const port = env.UPSTREAM_PORT ?? "4000";
  env.UPSTREAM_URL = `http://127.0.0.1:${port}`;
  supervise("upstream", process.execPath, ["--import", "tsx", "upstream/src/main.ts"], { ...env, UPSTREAM_PORT: port, UPSTREAM_HOST: "127.0.0.1" });
  await waitFor(env.UPSTREAM_URL, 60);
}

const port = env.PORT ?? "3000";
const host = env.PANEL_HOST ?? "127.0.0.1";
if (dev) {
  run("next", process.execPath, [nextBin, "dev", "--port", port, "--hostname", host], env);
} else {
  const panelServer = new URL("./panel-server.mjs", import.meta.url).pathname;
  run("next", process.execPath, [panelServer], { ...env, NODE_ENV: "production", PORT: port, PANEL_HOST: host });
}
log.info(`Panel: http://${host === "127.0.0.1" ? "localhost" : host}:${port}  (upstream: ${env.UPSTREAM_URL})`);
