// npm run check-backend -- --url https://backend.example --login alice --role reseller [--login bob --role dealer] [--calls upstream-calls.json]
//
// Before pointing the panel at the business's backend: signs in as each login given, makes every
// read the panel makes for its role (the spec's calls and the ones mapped in upstream-calls.json),
// and prints what each answered. It never writes. The exit code is 0 when the panel will read
// everything, 1 when some call failed or could not be read, 2 on a usage error.
//
// Passwords never go on the command line (it is in the shell's history and in `ps`): each is read
// from CHECK_BACKEND_PASSWORD_<LOGIN> (the login in capitals, other characters as _), else from
// CHECK_BACKEND_PASSWORD, else asked for at the terminal without echo.
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { ROLES, type Role } from "@/lib/roles";
import type { BackendReport, CheckAccount } from "@/lib/upstream/check-backend";

const USAGE = "usage: npm run check-backend -- --url <backend URL> --login <name> [--role admin|manager|reseller|dealer] [--login … --role …] [--calls <file>]";

type Args = { url: string; calls?: string; logins: { login: string; role?: Role }[] };

export function parseArgs(argv: string[]): Args | string {
  const args: Args = { url: "", logins: [] };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = inline ?? argv[++i];
    if (value === undefined || value === "") return `${flag} needs a value`;
    if (flag === "--url") args.url = value;
    else if (flag === "--calls") args.calls = value;
    else if (flag === "--login") args.logins.push({ login: value });
    else if (flag === "--role") {
      const last = args.logins.at(-1);
      if (!last) return "--role comes after the --login it is for";
      if (!(ROLES as readonly string[]).includes(value)) return `--role: one of ${ROLES.join(", ")}`;
      last.role = value as Role;
    } else if (flag === "--password")
      return "passwords are read from CHECK_BACKEND_PASSWORD (or CHECK_BACKEND_PASSWORD_<LOGIN>) or asked for, never given on the command line";
    else return `unknown argument ${flag}`;
  }
  if (!/^https?:\/\/\S+$/.test(args.url)) return "--url: the backend's http(s) URL";
  if (args.logins.length === 0) return "at least one --login";
  return args;
}

const envName = (login: string) => `CHECK_BACKEND_PASSWORD_${login.toUpperCase().replace(/[^A-Z0-9]/g, "_")}`;

/** Asks at the terminal, echoing nothing. */
function ask(question: string): Promise<string> {
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  process.stderr.write(question);
  const rl = createInterface({ input: process.stdin, output: muted, terminal: true });
  return new Promise((resolve) =>
    rl.question("", (answer) => {
      rl.close();
      process.stderr.write("\n");
      resolve(answer);
    }),
  );
}

async function passwordOf(login: string): Promise<string | undefined> {
  const fromEnv = process.env[envName(login)] ?? process.env.CHECK_BACKEND_PASSWORD;
  if (fromEnv) return fromEnv;
  return process.stdin.isTTY ? ask(`Password for ${login}: `) : undefined;
}

const cell = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width));

/** The report as a table: one line per call, then what did not fit and the verdict. */
export function reportTable(report: BackendReport): string {
  const lines = [`Backend dialect: ${report.dialect}`, ""];
  const head = ["role", "call", "answered", "understood", "coerced fields", "unreadable fields", "ms"];
  const widths = [8, 24, 12, 10, 44, 44, 6];
  lines.push(head.map((h, i) => cell(h, widths[i])).join(" "));
  for (const c of report.calls) {
    const unreadable = [...c.unreadable.map((u) => `${u.path}: expected ${u.expected}, got ${u.sample}`), ...(c.paged ? ["(a page of a longer list)"] : [])];
    const row = [c.role, c.operation, c.answered, c.understood ? "yes" : "no", c.coerced.join(", ") || "-", unreadable.join("; ") || "-", String(c.ms)];
    lines.push(row.map((text, i) => cell(text, widths[i])).join(" "));
  }
  const failing = report.calls.filter((c) => c.answered !== "200" || !c.understood || c.unreadable.length > 0 || c.paged);
  if (failing.length) {
    lines.push("", "Not read as the panel needs:");
    for (const c of failing) {
      lines.push(
        `  ${c.role} ${c.operation}: ${c.answered !== "200" ? `answered ${c.answered}` : !c.understood ? "answer not understood" : c.paged ? "the answer is one page of a longer list" : "some rows left out"}`,
      );
      for (const u of c.unreadable) lines.push(`    ${u.path}: expected ${u.expected}, got ${u.sample}`);
    }
  }
  for (const s of report.signIns) lines.push(`  ${s.login}: ${s.problem}`);
  lines.push("", report.works ? "The panel will read everything this backend answered." : "The panel will NOT work fully with this backend: see above.");
  return lines.join("\n");
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args === "string") {
    console.error(`check-backend: ${args}\n${USAGE}`);
    return 2;
  }
  const accounts: CheckAccount[] = [];
  for (const { login, role } of args.logins) {
    const password = await passwordOf(login);
    if (!password) {
      console.error(`check-backend: no password for ${login}: set ${envName(login)} or CHECK_BACKEND_PASSWORD, or run it at a terminal`);
      return 2;
    }
    accounts.push({ login, password, role });
  }
  // The panel's own settings, pointed at the backend under test; read-only calls only.
  process.env.UPSTREAM_URL = args.url;
  if (args.calls) process.env.UPSTREAM_CALLS_FILE = args.calls;
  process.env.LOG_LEVEL ??= "silent";
  const { checkBackend } = await import("@/lib/upstream/check-backend");
  const report = await checkBackend(accounts);
  console.log(reportTable(report));
  return report.works ? 0 : 1;
}

if (process.argv[1] && /check-backend\.ts$/.test(process.argv[1])) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`check-backend: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
