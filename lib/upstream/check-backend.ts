import "server-only";
import { z } from "zod";
import {
  dealerDetailSchema,
  dealerListSchema,
  resellerDetailSchema,
  resellerListSchema,
  superResellerDetailSchema,
  superResellerListSchema,
} from "@/lib/schemas/accounts";
import { describeIssues, type AnswerIssue } from "@/lib/schemas/answer-issues";
import { clientDetailSchema, packageListSchema, subpackagesSchema, transactionListSchema } from "@/lib/schemas/client-detail";
import { creditsResponseSchema, messageResponseSchema, resellerSummarySchema, statsResponseSchema } from "@/lib/schemas/dashboard";
import { checkValue, isPlainObject } from "@/lib/schemas/quick-check";
import { ticketDetailListSchema, ticketListSchema, ticketSchema } from "@/lib/schemas/tickets";
import { countSchema, pageSaid, rowsLeftOut } from "@/lib/schemas/tolerant";
import { offers, type Operation } from "@/lib/operations";
import type { Role } from "@/lib/roles";
import { authenticate } from "./auth";
import { currentBackend } from "@/lib/backends";
import type { Caller } from "./caller";
import { dealerPageSchema, wholeListSchema } from "@/lib/backends/spec-only/client-list";
import { UpstreamError } from "./errors";
import { upstreamFetch } from "./fetch";
import { upstreamPath } from "./paths";

// The operator's backend check (scripts/check-backend.ts): signs in as each account given, makes
// every read the panel makes for that role on this backend (the spec's and the mapped ones), and
// says for each whether it answered, whether the panel understood it, which fields it had to
// read in another form (numbers as text, 0/1 booleans…) and which it could not read. Reads only:
// nothing is ever written.

export type CheckedCall = {
  role: Role;
  operation: Operation;
  /** "200", or why there was no usable answer ("HTTP 404", "unreachable", "timeout"…). */
  answered: string;
  understood: boolean;
  coerced: string[];
  unreadable: AnswerIssue[];
  /** A list that said it was one page of more. */
  paged: boolean;
  ms: number;
};

export type CheckAccount = { login: string; password: string; role?: Role };
export type SignInProblem = { login: string; problem: string };
export type BackendReport = { dialect: string; calls: CheckedCall[]; signIns: SignInProblem[]; works: boolean };

/** What the reads that open one thing need: a name or an id found by the lists before them. */
type Found = { client?: string; account?: Partial<Record<"manager" | "reseller" | "dealer", string>>; ticket?: number };
type Read = { operation: Operation; schema: z.ZodType; call?: (found: Found) => { segments?: string[]; query?: Record<string, string | number> } | null };

const firstName = (rows: unknown, key: string): string | undefined => {
  const row = Array.isArray(rows) ? rows[0] : undefined;
  return isPlainObject(row) && typeof row[key] === "string" ? row[key] : undefined;
};

/** The panel's reads, in an order where each name a read needs was found by an earlier one. */
const READS: Read[] = [
  { operation: "credits", schema: creditsResponseSchema },
  { operation: "message.read", schema: messageResponseSchema },
  ...(
    [
      "totals.superResellers",
      "totals.resellers",
      "totals.dealers",
      "totals.clients",
      "totals.activeClients",
      "totals.expiredClients",
      "totals.activeTrials",
      "totals.activeMinistra",
    ] as Operation[]
  ).map((operation): Read => ({ operation, schema: countSchema })),
  { operation: "stats.totals", schema: statsResponseSchema },
  { operation: "dashboard.resellers", schema: resellerSummarySchema },
  { operation: "clients.list", schema: wholeListSchema },
  { operation: "clients.get", schema: clientDetailSchema, call: ({ client }) => (client ? { segments: [client] } : null) },
  { operation: "clients.history", schema: transactionListSchema, call: ({ client }) => (client ? { segments: [client] } : null) },
  { operation: "clients.packages", schema: packageListSchema, call: () => ({ query: { server: 0 } }) },
  { operation: "clients.subpackages", schema: subpackagesSchema, call: ({ client }) => (client ? { segments: [client, "0"] } : null) },
  { operation: "superResellers.list", schema: superResellerListSchema },
  { operation: "resellers.list", schema: resellerListSchema },
  { operation: "dealers.list", schema: dealerListSchema },
  { operation: "superResellers.get", schema: superResellerDetailSchema, call: ({ account }) => (account?.manager ? { segments: [account.manager] } : null) },
  { operation: "resellers.get", schema: resellerDetailSchema, call: ({ account }) => (account?.reseller ? { segments: [account.reseller] } : null) },
  { operation: "dealers.get", schema: dealerDetailSchema, call: ({ account }) => (account?.dealer ? { segments: [account.dealer] } : null) },
  { operation: "transactions.list", schema: transactionListSchema },
  {
    operation: "transactions.ofAccount",
    schema: transactionListSchema,
    call: ({ account }) => {
      const name = account?.dealer ?? account?.reseller ?? account?.manager;
      return name ? { segments: [name] } : null;
    },
  },
  { operation: "tickets.list", schema: ticketListSchema },
  { operation: "tickets.get", schema: ticketSchema, call: ({ ticket }) => (ticket ? { segments: [String(ticket)] } : null) },
  { operation: "tickets.details", schema: ticketDetailListSchema, call: ({ ticket }) => (ticket ? { segments: [String(ticket)] } : null) },
];

const kindOf = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "list" : value === undefined ? "absent" : typeof value);

/** The fields read in another form than the panel's: "credits (string → number)", "status (absent → null)". */
function coercions(raw: unknown, read: unknown, into = new Set<string>()): Set<string> {
  const rawRows = Array.isArray(raw) ? raw : isPlainObject(raw) && Array.isArray(raw.data) ? raw.data : undefined;
  if (Array.isArray(read) && rawRows) {
    // Rows left out shift the pairs: compared by position only while none is.
    for (let i = 0; i < Math.min(read.length, rawRows.length, 200); i++) coercions(rawRows[i], read[i], into);
    return into;
  }
  if (!isPlainObject(read) || !isPlainObject(raw)) return into;
  for (const [key, value] of Object.entries(read)) {
    const from = raw[key];
    if (isPlainObject(value) || Array.isArray(value)) {
      if (!Array.isArray(value) || value.some((item) => isPlainObject(item))) coercions(from, value, into);
      else if (Array.isArray(from) && from.some((item, i) => kindOf(item) !== kindOf(value[i])))
        into.add(`${key}[] (${kindOf(from[0])} → ${kindOf(value[0])})`);
      continue;
    }
    if (kindOf(from) !== kindOf(value)) into.add(`${key} (${kindOf(from)} → ${kindOf(value)})`);
    else if (typeof value === "string" && from !== value && /^\d{4}-\d{2}-\d{2}/.test(value)) into.add(`${key} (date form)`);
  }
  return into;
}

/** What the answer's rows tell the reads after it. */
function remember(found: Found, operation: Operation, read: unknown) {
  if (operation === "clients.list") found.client ??= firstName(read, "name");
  if (operation === "superResellers.list") found.account = { ...found.account, manager: firstName(read, "name") };
  if (operation === "resellers.list") found.account = { ...found.account, reseller: firstName(read, "reseller") };
  if (operation === "dealers.list") found.account = { ...found.account, dealer: firstName(read, "dealer") };
  if (operation === "tickets.list" && Array.isArray(read) && isPlainObject(read[0]) && typeof read[0].id === "number") found.ticket = read[0].id;
}

async function checkRead(caller: Caller, role: Role, read: Read, found: Found): Promise<CheckedCall | null> {
  const backend = await currentBackend();
  if (!offers(backend, role, read.operation)) return null;
  const options = read.call ? read.call(found) : {};
  if (options === null) return null;
  // The dealer's client list comes in pages: its first page is checked.
  const schema = read.operation === "clients.list" && role === "dealer" ? dealerPageSchema : read.schema;
  const query = read.operation === "clients.list" && role === "dealer" ? { page: 1 } : options.query;
  const path = upstreamPath(backend, role, read.operation, ...(options.segments ?? []));
  const started = performance.now();
  const result: CheckedCall = { role, operation: read.operation, answered: "200", understood: false, coerced: [], unreadable: [], paged: false, ms: 0 };
  let raw: unknown;
  try {
    // The answer as the panel reads it (its field map applied, a { data } wrapper of one thing removed), checked below.
    raw = await upstreamFetch(z.unknown(), { method: "GET", path, token: caller.token, query, operation: read.operation });
  } catch (error) {
    result.answered = error instanceof UpstreamError ? (error.kind === "response" ? `HTTP ${error.status}` : error.kind) : "failed";
    result.ms = Math.round(performance.now() - started);
    return result;
  }
  result.ms = Math.round(performance.now() - started);
  const parsed = checkValue(schema, raw);
  if (!parsed.success) {
    result.unreadable = describeIssues(parsed.error.issues, raw);
    return result;
  }
  const rows = isPlainObject(parsed.data) && Array.isArray(parsed.data.client_list) ? parsed.data.client_list : parsed.data;
  result.understood = true;
  result.unreadable = rowsLeftOut(rows)
    .flatMap(({ index, issues, row }) => describeIssues(issues, row, [index], 2))
    .slice(0, 5);
  result.paged = pageSaid(rows)?.hasNext === true;
  result.coerced = [...coercions(isPlainObject(raw) && Array.isArray(raw.client_list) ? raw.client_list : raw, rows)].sort();
  remember(found, read.operation, rows);
  return result;
}

/** Signs in as each account and checks every read its role has here. Never writes. */
export async function checkBackend(accounts: CheckAccount[]): Promise<BackendReport> {
  const backend = await currentBackend();
  const calls: CheckedCall[] = [];
  const signIns: SignInProblem[] = [];
  for (const account of accounts) {
    let caller: Caller;
    try {
      const session = await authenticate({ login: account.login, password: account.password, captchaForUpstream: "" });
      if (account.role && session.role !== account.role) {
        signIns.push({ login: account.login, problem: `signed in as a ${session.role}, not a ${account.role}` });
        continue;
      }
      caller = { token: session.token, role: session.role };
    } catch (error) {
      signIns.push({ login: account.login, problem: `could not sign in: ${error instanceof Error ? error.message : String(error)}` });
      continue;
    }
    const found: Found = {};
    for (const read of READS) {
      const checked = await checkRead(caller, caller.role, read, found);
      if (checked) calls.push(checked);
    }
  }
  const works = signIns.length === 0 && calls.length > 0 && calls.every((c) => c.answered === "200" && c.understood && c.unreadable.length === 0 && !c.paged);
  return { dialect: backend.name, calls, signIns, works };
}
