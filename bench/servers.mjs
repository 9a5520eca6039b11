// Everything the bench starts: reference upstreams (bench/upstream-child.ts, each its own
// process and in-memory PGlite) and Next production servers of the existing build, all on
// 127.0.0.1 and free ports (any free port, or the free ones of `--ports FROM-TO` when other work
// on the machine owns fixed ports). stopAll() ends every one of them, also on Ctrl-C.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { unsealData } from "iron-session";

export const ROOT = new URL("..", import.meta.url).pathname.replace(/\/$/, "");
const NEXT_BIN = `${ROOT}/node_modules/next/dist/bin/next`;
const HOST = "127.0.0.1";
// How long a server may take to start and answer its first request, however loaded the machine:
// past it the bench stops with the server's last log lines rather than waiting on.
const START_DEADLINE_MS = 180_000;
// The same bound for one sign-in (a captcha, the upstream's /authenticate, the session's store).
const SIGN_IN_TIMEOUT_MS = 60_000;

/**
 * `next build` unless reuse is asked and a build is there; `webpack` builds with webpack rather
 * than Turbopack (which refuses a node_modules that is a symlink, as in a git worktree).
 * Returns what was done.
 */
export function ensureBuild({ reuse, webpack = false }) {
  if (reuse && existsSync(`${ROOT}/.next/BUILD_ID`)) return "reused the existing build";
  const started = Date.now();
  const result = spawnSync(process.execPath, [NEXT_BIN, "build", ...(webpack ? ["--webpack"] : [])], {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.status !== 0) throw new Error("next build failed; see above");
  return `built in ${Math.round((Date.now() - started) / 1000)} s`;
}

export function buildId() {
  return readFileSync(`${ROOT}/.next/BUILD_ID`, "utf8").trim();
}

function listenable(port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", (error) => (error.code === "EADDRINUSE" || error.code === "EACCES" ? resolve(null) : reject(error)));
    server.listen(port, HOST, () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });
}

/**
 * `range` ({ from, to }, or undefined for any free port): each call hands out a port of the
 * range that is free now and that no earlier call handed out.
 */
function portPicker(range) {
  const given = new Set();
  return async function freePort() {
    if (!range) return listenable(0);
    for (let port = range.from; port <= range.to; port++) {
      if (given.has(port)) continue;
      given.add(port);
      if ((await listenable(port)) !== null) return port;
    }
    throw new Error(`no free port left in ${range.from}-${range.to}`);
  };
}

/** `--ports FROM-TO` of the command line, or undefined. */
export function portRange(args) {
  if (!args.includes("--ports")) return undefined;
  const match = /^(\d+)-(\d+)$/.exec(args[args.indexOf("--ports") + 1] ?? "");
  if (!match || Number(match[1]) > Number(match[2])) throw new Error("--ports wants FROM-TO, e.g. --ports 5400-5499");
  return { from: Number(match[1]), to: Number(match[2]) };
}

export function createServers({ ports } = {}) {
  const children = new Set();
  const freePort = portPicker(ports);

  function launch(name, args, env, command = process.execPath) {
    // Its own process group, so that stopping it also stops anything it spawned.
    const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    const log = []; // the last lines of its stderr, shown if it fails to start
    child.stderr.on("data", (chunk) => {
      log.push(...String(chunk).split("\n").filter(Boolean));
      log.splice(0, Math.max(0, log.length - 40));
    });
    child.name = name;
    child.log = log;
    child.exited = new Promise((resolve) => child.once("exit", resolve));
    children.add(child);
    child.exited.then(() => children.delete(child));
    return child;
  }

  function failure(child, what) {
    return new Error(`${child.name}: ${what}\n  ${child.log.slice(-15).join("\n  ")}`);
  }

  /**
   * An upstream seeded with `clients` clients (and the demo dealer's ledger filled to `ledger` rows),
   * answering after `delayMs`; on the PostgreSQL of `databaseUrl` when given, else an in-memory PGlite.
   */
  async function startUpstream({ name, clients, delayMs = 0, ledger = 0, databaseUrl, dealerClients }) {
    const port = await freePort();
    const env = {
      ...process.env,
      ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}),
      ...(dealerClients ? { BENCH_DEALER_CLIENTS: String(dealerClients) } : {}),
      BENCH_CLIENTS: String(clients),
      BENCH_DELAY_MS: String(delayMs),
      BENCH_LEDGER: String(ledger),
      BENCH_PORT: String(port),
    };
    const child = launch(name, ["--import", "tsx", "bench/upstream-child.ts"], env);
    const lines = createInterface({ input: child.stdout });
    const first = await Promise.race([
      new Promise((resolve) => lines.once("line", resolve)),
      child.exited.then(() => null),
      sleep(START_DEADLINE_MS).then(() => null),
    ]);
    if (!first) throw failure(child, child.exitCode !== null ? `exited with code ${child.exitCode}` : `did not start within ${START_DEADLINE_MS / 1000} s`);
    return { name, url: JSON.parse(first).url, clients, delayMs, ledger, pid: child.pid };
  }

  /** The spec-only test upstream (tests/spec-upstream), answering whole lists, seeded with `clients` clients. */
  async function startSpecUpstream({ name, clients, ledger = 0 }) {
    const port = await freePort();
    const env = { ...process.env, SPEC_UPSTREAM_PORT: String(port), SPEC_UPSTREAM_HOST: HOST };
    const child = launch(
      name,
      ["--import", "tsx", "tests/spec-upstream/main.ts", "--unshown-calls", `--clients=${clients}`, ...(ledger ? [`--ledger=${ledger}`] : [])],
      env,
    );
    const lines = createInterface({ input: child.stdout });
    const first = await Promise.race([
      new Promise((resolve) => lines.once("line", resolve)),
      child.exited.then(() => null),
      sleep(START_DEADLINE_MS).then(() => null),
    ]);
    const url = first && /listening on (\S+)/.exec(first)?.[1];
    if (!url) throw failure(child, "did not start");
    return { name, url, clients };
  }

  /**
   * The panel's production server (scripts/panel-server.mjs, as `npm start` runs it) of the build
   * in ROOT/.next, talking to `upstreamUrl`; `env` adds settings (a spec backend's call map).
   */
  async function startNext({ name, upstreamUrl, sessionPassword, env: extra = {} }) {
    const port = await freePort();
    const env = {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      UPSTREAM_URL: upstreamUrl,
      SESSION_PASSWORD: sessionPassword,
      BENCH_ROUTES: "1",
      // A throwaway store per server (the sessions are registered there): several run side by side.
      PANEL_STORE_DIR: "memory://",
      PORT: String(port),
      PANEL_HOST: HOST,
      ...extra,
    };
    const child = launch(name, [`${ROOT}/scripts/panel-server.mjs`], env);
    child.stdout.resume();
    const url = `http://${HOST}:${port}`;
    await untilAnswers(child, `${url}/login`);
    return { name, url, pid: child.pid };
  }

  /**
   * Waits for `url` to answer 2xx, for at most START_DEADLINE_MS in all. Each try may take as
   * long as is left: the first render of a page on a loaded machine can take longer than any
   * short per-try timeout, and a short try is cut off every time under a heavy load, so the
   * servers would never count as up.
   */
  async function untilAnswers(child, url) {
    const deadline = Date.now() + START_DEADLINE_MS;
    let last = "no answer";
    while (Date.now() < deadline && child.exitCode === null) {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(1000, deadline - Date.now())) });
        await response.arrayBuffer();
        if (response.ok) return;
        last = `HTTP ${response.status}`;
      } catch (error) {
        last = error.cause?.code ?? error.name; // ECONNREFUSED until it listens
      }
      await sleep(250);
    }
    const why = child.exitCode !== null ? `exited with code ${child.exitCode}` : `no 2xx within ${START_DEADLINE_MS / 1000} s (last: ${last})`;
    throw failure(child, `did not answer ${new URL(url).pathname}: ${why}`);
  }

  async function stopAll() {
    const running = [...children];
    for (const child of running) signal(child, "SIGTERM");
    const all = Promise.all(running.map((child) => child.exited));
    if ((await Promise.race([all.then(() => "done"), sleep(5000)])) !== "done") {
      for (const child of children) signal(child, "SIGKILL");
      await all;
    }
  }

  function signal(child, name) {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  }

  // Ctrl-C or a crash of the bench still stops what it started.
  const onSignal = () => void stopAll().finally(() => process.exit(130));
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  process.once("exit", () => {
    for (const child of children) signal(child, "SIGKILL");
  });

  /** Any other program (PostgreSQL, HAProxy: bench/services.mjs), stopped with the rest. */
  function startProgram({ name, command, args, env = process.env }) {
    const child = launch(name, args, env, command);
    child.stdout.resume();
    return child;
  }

  return { startUpstream, startSpecUpstream, startNext, startProgram, freePort, failure, untilAnswers, stopAll };
}

/** A token from the upstream's /authenticate (no captcha needed there). */
export async function upstreamToken(upstreamUrl, login, password) {
  const response = await fetch(`${upstreamUrl}/authenticate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login_username: login, login_password: password, g_recaptcha_response: "" }),
  });
  if (!response.ok) throw new Error(`authenticate ${login}: HTTP ${response.status}`);
  return response.json();
}

/**
 * Signs in through the panel's own POST /api/auth/login (its ALTCHA challenge solved here), so the
 * session is registered as any other (lib/session-registry): a cookie sealed by hand would be refused.
 */
export async function signIn(panelUrl, login, password, sessionPassword) {
  try {
    return await signInOnce(panelUrl, login, password, sessionPassword);
  } catch (error) {
    if (error.name !== "TimeoutError") throw error;
    throw new Error(`sign-in of ${login} at ${panelUrl}: no answer within ${SIGN_IN_TIMEOUT_MS / 1000} s`);
  }
}

async function signInOnce(panelUrl, login, password, sessionPassword) {
  const signal = AbortSignal.timeout(SIGN_IN_TIMEOUT_MS);
  const challenge = await (await fetch(`${panelUrl}/api/captcha`, { signal })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString("base64");
  const response = await fetch(`${panelUrl}/api/auth/login`, {
    method: "POST",
    headers: { origin: panelUrl, "content-type": "application/json", "x-panel-request": "1" },
    body: JSON.stringify({ login, password, captcha }),
    signal,
  });
  if (!response.ok) throw new Error(`sign-in of ${login}: HTTP ${response.status}`);
  const seal = response.headers
    .getSetCookie()
    .find((line) => line.startsWith("panel-session="))
    ?.split(";")[0]
    .slice("panel-session=".length);
  if (!seal) throw new Error(`sign-in of ${login}: no session cookie`);
  const session = await unsealData(seal, { password: sessionPassword, ttl: 3660 });
  return { token: session.token, session, seal, cookie: `panel-session=${seal}` };
}
