// The services a deployment of several panel instances has (README, Deploy), started privately for
// the scale section on the bench's ports: PostgreSQL 15 in a temporary folder (the reference
// upstream's database and the panel's shared store) and HAProxy in front of the instances. Each
// runs as a child of the bench (createServers' startProgram), so stopAll() ends it; each start
// throws, with the program's last log lines, when it cannot run.
import { spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";

const HOST = "127.0.0.1";
const START_DEADLINE_MS = 60_000;

/** The newest installed PostgreSQL's bin folder (Debian's layout), or undefined. */
function postgresBin() {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(`${root}/${v}/bin/postgres`))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? `${root}/${versions.at(-1)}/bin` : undefined;
}

function installed(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/**
 * Why the scale section cannot run on this machine, or null. initdb and postgres refuse root:
 * as root they run as the Debian package's user `postgres` (as scripts/test-services.sh does).
 */
export function missingServices() {
  const missing = [];
  if (!postgresBin()) missing.push("PostgreSQL (apt-get install postgresql)");
  if (!installed("haproxy")) missing.push("haproxy (apt-get install haproxy)");
  if (process.getuid?.() === 0 && spawnSync("id", ["postgres"], { stdio: "ignore" }).status !== 0)
    missing.push("a user `postgres` to run PostgreSQL as (the bench runs as root)");
  return missing.length ? `not installed: ${missing.join(", ")}` : null;
}

function reachable(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: HOST, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function untilListening(servers, child, port) {
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    if (await reachable(port)) return;
    await sleep(200);
  }
  throw servers.failure(
    child,
    child.exitCode !== null ? `exited with code ${child.exitCode}` : `not listening on ${port} within ${START_DEADLINE_MS / 1000} s`,
  );
}

/**
 * A throwaway PostgreSQL cluster (fsync off: nothing here must survive) with `databases` created
 * in it; gives each database's URL, the postmaster's pid (for its CPU time) and a remove() for
 * its folder, to call once it has stopped.
 */
export async function startPostgres(servers, { databases }) {
  const bin = postgresBin();
  const dir = mkdtempSync(`${os.tmpdir()}/panel-bench-pg-`);
  chmodSync(dir, 0o755);
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim()) : undefined;
  if (asRoot) chownSync(dir, owner, -1);
  const as = (command, args) => (asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args]);
  const [initCommand, initArgs] = as(`${bin}/initdb`, ["-D", `${dir}/data`, "-U", "panel", "--auth=trust", "-E", "UTF8", "--locale=C"]);
  const init = spawnSync(initCommand, initArgs, { encoding: "utf8" });
  if (init.status !== 0) throw new Error(`PostgreSQL: initdb failed: ${(init.stderr || init.stdout).trim().split("\n").slice(-3).join(" ")}`);
  const port = await servers.freePort();
  // max_connections: the upstream's pool (10) and each panel instance's store pool, with room.
  const settings = [
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    "fsync=off",
    "-c",
    "synchronous_commit=off",
    "-c",
    "full_page_writes=off",
    "-c",
    "max_connections=200",
  ];
  const [command, args] = as(`${bin}/postgres`, ["-D", `${dir}/data`, "-p", String(port), "-k", dir, ...settings]);
  const child = servers.startProgram({ name: "postgresql", command, args });
  await untilListening(servers, child, port);
  for (const name of databases) {
    for (let attempt = 0; ; attempt++) {
      const created = spawnSync(`${bin}/psql`, ["-h", HOST, "-p", String(port), "-U", "panel", "-d", "postgres", "-qc", `CREATE DATABASE ${name}`], {
        encoding: "utf8",
      });
      if (created.status === 0) break;
      // Listening is not yet accepting: "the database system is starting up".
      if (attempt === 50) throw new Error(`PostgreSQL: CREATE DATABASE ${name} failed: ${created.stderr.trim()}`);
      await sleep(200);
    }
  }
  const postmasterPid = Number(spawnSync("head", ["-1", `${dir}/data/postmaster.pid`], { encoding: "utf8" }).stdout.trim());
  return {
    urls: Object.fromEntries(databases.map((name) => [name, `postgres://panel@${HOST}:${port}/${name}`])),
    postmasterPid,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * HAProxy with one frontend per entry of `pools` ({ name: [instance URLs] }), each balancing
 * round robin over its instances with the repository's settings that matter for reads
 * (deploy/haproxy.cfg: keep-alive, X-Forwarded-For for TRUSTED_PROXY_HOPS=1). Gives each pool's
 * URL, once every pool answers /api/health through it.
 */
export async function startHaproxy(servers, pools) {
  const ports = {};
  const blocks = [];
  for (const [name, instances] of Object.entries(pools)) {
    ports[name] = await servers.freePort();
    blocks.push(
      `frontend ${name}`,
      `    bind ${HOST}:${ports[name]}`,
      "    option forwardfor",
      `    default_backend ${name}_instances`,
      `backend ${name}_instances`,
      "    balance roundrobin",
      ...instances.map((url, i) => `    server ${name}${i + 1} ${new URL(url).host}`),
    );
  }
  const config = [
    "global",
    "    maxconn 4096",
    "defaults",
    "    mode http",
    "    timeout connect 2s",
    "    timeout client 60s",
    "    timeout server 60s",
    "    timeout http-keep-alive 10s",
    ...blocks,
    "",
  ].join("\n");
  const dir = mkdtempSync(`${os.tmpdir()}/panel-bench-haproxy-`);
  writeFileSync(`${dir}/haproxy.cfg`, config);
  const child = servers.startProgram({ name: "haproxy", command: "haproxy", args: ["-db", "-f", `${dir}/haproxy.cfg`] });
  const urls = Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, `http://${HOST}:${port}`]));
  for (const url of Object.values(urls)) await servers.untilAnswers(child, `${url}/api/health`);
  return { urls, pid: child.pid, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
