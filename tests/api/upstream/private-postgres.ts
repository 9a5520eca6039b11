// A PostgreSQL server of one test file's own, which the test may stop and start (the PostgreSQL
// outage test): the shared one from UPSTREAM_TEST_DATABASE_URL serves other test files running
// at the same time, so it is never the one restarted. Started and stopped with
// scripts/test-services.sh.
import { execFile } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { promisify } from "node:util";

const exec = promisify(execFile);
// A step that hangs fails the test with its name instead of running into the test timeout.
const run = (file: string, args: string[]) => exec(file, args, { timeout: 60_000 });

export interface PrivatePostgres {
  url: string;
  /** pg_ctl stop -m fast: every connection gets 57P01 admin_shutdown, then the port is closed. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data directory. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  remove(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const { stdout } = await run("bash", ["scripts/test-services.sh", "start"]);
  const exported = Object.fromEntries([...stdout.matchAll(/^export (\w+)=(.*)$/gm)].map((m) => [m[1], m[2]]));
  const dir = exported.TEST_SERVICES_DIR;
  const url = exported.UPSTREAM_TEST_DATABASE_URL;
  if (!dir || !url) throw new Error(`no private PostgreSQL started:\n${stdout}`);
  const data = `${dir}/pg`;
  // postmaster.opts holds the server's own command line: the binaries' folder and the options
  // (port, socket folder) to start it again with.
  // Its first word is the binary, unquoted; the options follow, each in double quotes.
  const opts = readFileSync(`${data}/postmaster.opts`, "utf8");
  const postgres = opts.trim().split(/\s+/)[0];
  const args = [...opts.matchAll(/"([^"]*)"/g)].map((m) => m[1]);
  const pgCtl = postgres.replace(/postgres$/, "pg_ctl");
  const options = args.filter((_, i) => args[i] !== "-D" && args[i - 1] !== "-D").join(" ");
  // The server refuses to run as root: run pg_ctl as the data folder's owner, as the script does.
  const owner = statSync(data).uid;
  const asOwner = (argv: string[]) => (process.getuid?.() === 0 ? run("runuser", ["-u", uidName(owner), "--", ...argv]) : run(argv[0], argv.slice(1)));
  return {
    url,
    stop: async () => void (await asOwner([pgCtl, "-D", data, "-m", "fast", "-w", "stop"])),
    start: async () => void (await asOwner([pgCtl, "-D", data, "-l", `${data}/server.log`, "-w", "-t", "60", "-o", options, "start"])),
    remove: async () => void (await run("bash", ["scripts/test-services.sh", "stop", dir])),
  };
}

function uidName(uid: number): string {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.split(":")[2] === String(uid));
  return line?.split(":")[0] ?? String(uid);
}
