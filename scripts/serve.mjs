#!/usr/bin/env node
// Serves the panel: the reference upstream beside Next.js unless UPSTREAM_URL points elsewhere.
//   node scripts/serve.mjs --build  production build, then the production server (`npm start`)
//   node scripts/serve.mjs          production server of the existing build
//   node scripts/serve.mjs --dev    development server (`npm run dev`)
// Settings (all optional): PORT, PANEL_HOST, UPSTREAM_URL, UPSTREAM_PORT, SESSION_PASSWORD,
// DATABASE_URL, PGLITE_DIR; see the README.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";

const dev = process.argv.includes("--dev");
const build = process.argv.includes("--build");
const env = { NEXT_TELEMETRY_DISABLED: "1", ...process.env };
const children = [];

if (!env.SESSION_PASSWORD) {
  env.SESSION_PASSWORD = randomBytes(32).toString("base64url");
  console.warn("SESSION_PASSWORD is not set: using a random one, so sessions end when the panel restarts.");
}

function run(name, command, args, childEnv) {
  const child = spawn(command, args, { env: childEnv, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the panel.`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

async function waitFor(url, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await sleep(250);
    }
  }
  console.error(`The reference upstream did not answer at ${url} within ${seconds}s.`);
  shutdown(1);
}

const nextBin = new URL("../node_modules/next/dist/bin/next", import.meta.url).pathname;
if (build && !dev) {
  const result = spawnSync(process.execPath, [nextBin, "build"], { env, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("The production build failed; see the messages above.");
    process.exit(result.status ?? 1);
  }
}

if (!env.UPSTREAM_URL) {
  const port = env.UPSTREAM_PORT ?? "4000";
  env.UPSTREAM_URL = `http://127.0.0.1:${port}`;
  run("upstream", process.execPath, ["--import", "tsx", "upstream/src/main.ts"], { ...env, UPSTREAM_PORT: port, UPSTREAM_HOST: "127.0.0.1" });
  await waitFor(env.UPSTREAM_URL, 60);
}

const port = env.PORT ?? "3000";
const host = env.PANEL_HOST ?? "127.0.0.1";
run("next", process.execPath, [nextBin, dev ? "dev" : "start", "--port", port, "--hostname", host], env);
console.log(`Panel: http://${host === "127.0.0.1" ? "localhost" : host}:${port}  (upstream: ${env.UPSTREAM_URL})`);
