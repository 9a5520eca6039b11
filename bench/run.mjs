#!/usr/bin/env node
// npm run bench [-- --reuse-build] [--webpack] [--quick] [--ports FROM-TO] [--heap-snapshots] [--only overhead,floor,growth,first-load,exports,session,ledger,renew,soak,bff-work,spec,scale,webhooks,api-renew,insights,journal]
//                 [--insights-size small] (the insights section at 5,000 clients and 20,000 transactions)
//
// Measures the running panel on this machine: builds it (`next build`, always, unless
// --reuse-build finds a build), starts its own upstreams and Next servers on 127.0.0.1, seeds
// their in-memory databases, measures, prints a table and writes bench/results.json, then
// stops everything it started. Comparisons are measured side by side in the same run and
// given as ratios. A missed goal is reported as MISS and never fails the run; a measurement
// that could not be made is reported and makes the exit code 1.
import { execSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import { chromium } from "@playwright/test";
import { apiRenew } from "./measure/api-renew.mjs";
import { bffOverhead } from "./measure/bff-overhead.mjs";
import { bffWork } from "./measure/bff-work.mjs";
import { exportsInBrowser } from "./measure/exports.mjs";
import { firstLoad } from "./measure/first-load.mjs";
import { frameworkFloor } from "./measure/framework-floor.mjs";
import { growth } from "./measure/growth.mjs";
import { insights } from "./measure/insights.mjs";
import { journalFirstPage, journalRenew, seedJournal } from "./measure/journal.mjs";
import { ledger } from "./measure/ledger.mjs";
import { renew } from "./measure/renew.mjs";
import { scale } from "./measure/scale.mjs";
import { session } from "./measure/session.mjs";
import { soak } from "./measure/soak.mjs";
import { specLists } from "./measure/spec-lists.mjs";
import { webhooks } from "./measure/webhooks.mjs";
import { judge, printTable, writeJson } from "./report.mjs";
import { buildId, createServers, ensureBuild, portRange, ROOT, signIn } from "./servers.mjs";
import { missingServices, startHaproxy, startPostgres } from "./services.mjs";

const SECTIONS = [
  "overhead",
  "floor",
  "growth",
  "first-load",
  "exports",
  "session",
  "ledger",
  "renew",
  "soak",
  "bff-work",
  "spec",
  "scale",
  "webhooks",
  "api-renew",
  "insights",
  "journal",
];
const args = process.argv.slice(2);
const only = args.includes("--only") ? args[args.indexOf("--only") + 1].split(",") : SECTIONS;
const quick = args.includes("--quick");
const want = (section) => only.includes(section);
// --heap-snapshots: the soak's server writes a heap snapshot after the warm-up and at the end,
// here (each some hundreds of MB; taking one pauses the server for seconds, so it is not a default).
const heapDir = args.includes("--heap-snapshots") && want("soak") ? mkdtempSync(`${os.tmpdir()}/panel-heap-`) : undefined;
// Short runs, many rounds: alternating targets often cancels the drift of a shared machine.
const loadTest = quick ? { seconds: 2, rounds: 1 } : { seconds: 3, rounds: 5 };
// The insights section's account: 50,000 clients and 200,000 transactions, or a tenth for a try.
const insightsSize =
  args.includes("--insights-size") && args[args.indexOf("--insights-size") + 1] === "small"
    ? { clients: 5_000, ledger: 20_000 }
    : { clients: 50_000, ledger: 200_000 };

const started = new Date();
const machine = machineFacts();
const build = ensureBuild({ reuse: args.includes("--reuse-build"), webpack: args.includes("--webpack") });
console.log(`bench: ${build} (build ${buildId()}); starting servers…`);

const sessionPassword = randomBytes(32).toString("base64url");
const servers = createServers({ ports: portRange(args) });
const figures = [];
const sections = []; // per section: its time and the 1-minute load average before and after
const errors = [];
let browser;

async function section(name, measure) {
  if (!want(name)) return;
  const t0 = Date.now();
  try {
    const loadBefore = loadAverage();
    const measured = await measure();
    figures.push(...measured);
    const seconds = Math.round((Date.now() - t0) / 1000);
    sections.push({ key: name, title: measured[0]?.section, seconds, load: `${loadBefore} → ${loadAverage()}` });
    console.log(`bench: ${name} done in ${seconds} s`);
  } catch (error) {
    console.error(`bench: ${name} could not be measured: ${error.message}`);
    errors.push({ section: name, message: error.message.split("\n")[0] });
  }
}

/** The spec-only test upstream and a Next server on it, with the operator's mapping of the calls the spec does not show. */
async function specStack(name, { clients, ledger }) {
  const spec = await servers.startSpecUpstream({ name: `spec-upstream-${name}`, clients, ledger });
  // The whole list of 50,000 clients is about 20 MB of JSON, beyond the default cap of 8 MiB on
  // an upstream answer: an operator with a spec backend of that size raises it the same way.
  const env = { UPSTREAM_CALLS_FILE: "tests/spec-upstream/upstream-calls.json", UPSTREAM_MAX_RESPONSE_BYTES: String(64 * 2 ** 20) };
  const next = await servers.startNext({ name: `next-spec-${name}`, upstreamUrl: spec.url, sessionPassword, env });
  return { spec, next };
}

/** An upstream and a Next server on it, with the sessions the sections need. */
async function stack(name, { clients, delayMs = 0, ledger = 0, dealerClients, env }) {
  const upstream = await servers.startUpstream({ name: `upstream-${name}`, clients, delayMs, ledger, dealerClients });
  const next = await servers.startNext({ name: `next-${name}`, upstreamUrl: upstream.url, sessionPassword, env });
  const [dealer, admin] = await Promise.all([
    signIn(next.url, "dealer", "dealer1234", sessionPassword),
    signIn(next.url, "admin", "admin1234", sessionPassword),
  ]);
  return { upstream, next, dealer, admin };
}

/**
 * Section 12's deployment: a reference upstream on PostgreSQL, three panel instances sharing a
 * store on the same PostgreSQL, HAProxy with one frontend to the first instance alone and
 * one to all three. Started only when the section runs (after the others: it is CPU-hungry).
 */
const SCALE_CLIENTS = 5_000;
async function scaleStack() {
  const missing = missingServices();
  if (missing) throw new Error(`the scale section needs PostgreSQL and HAProxy; ${missing}`);
  const postgres = await startPostgres(servers, { databases: ["upstream", "panel"] });
  scaleCleanup.push(postgres.remove);
  const upstream = await servers.startUpstream({ name: "upstream-postgres", clients: SCALE_CLIENTS, databaseUrl: postgres.urls.upstream });
  const env = {
    PANEL_DATABASE_URL: postgres.urls.panel,
    PANEL_SECRET_KEY: randomBytes(32).toString("base64url"),
    TRUSTED_PROXY_HOPS: "1",
  };
  // One at a time: each instance migrates the shared store when it starts.
  const instances = [];
  for (const n of [1, 2, 3]) instances.push(await servers.startNext({ name: `next-instance${n}`, upstreamUrl: upstream.url, sessionPassword, env }));
  const haproxy = await startHaproxy(servers, { one: [instances[0].url], three: instances.map((i) => i.url) });
  scaleCleanup.push(haproxy.remove);
  const dealer = await signIn(instances[0].url, "dealer", "dealer1234", sessionPassword);
  return {
    one: haproxy.urls.one,
    three: haproxy.urls.three,
    cookie: dealer.cookie,
    parts: { instancePids: instances.map((i) => i.pid), upstreamPid: upstream.pid, postmasterPid: postgres.postmasterPid, haproxyPid: haproxy.pid },
  };
}
const scaleCleanup = [];

/**
 * Section 13's stores: the panel's own store seeded with `entries` journal rows, embedded (a
 * folder handed to the server) or on PostgreSQL (a database of the bench's server), and a panel
 * server on each, all on one upstream, with the admin and the dealer signed in.
 */
// --quick, a smoke test: smaller stores, whose figures are not the goal's.
const JOURNAL_SIZES = quick ? { small: 1_000, large: 20_000 } : { small: 10_000, large: 1_000_000 };
async function journalStores(kind) {
  const { openEmbeddedStore } = await import("../lib/store/embedded.ts");
  const { openPostgresStore } = await import("../lib/store/postgres.ts");
  const { migrateStore } = await import("../lib/store/migrate.ts");
  let urls;
  if (kind === "postgres") {
    const missing = missingServices();
    if (missing) throw new Error(`the journal's PostgreSQL figures need PostgreSQL; ${missing}`);
    const postgres = await startPostgres(servers, { databases: ["journal_small", "journal_large"] });
    scaleCleanup.push(postgres.remove);
    urls = { small: postgres.urls.journal_small, large: postgres.urls.journal_large };
  }
  const upstream = await servers.startUpstream({ name: `upstream-journal-${kind}`, clients: 320 });
  const sides = {};
  for (const size of ["small", "large"]) {
    const dir = kind === "pglite" ? mkdtempSync(`${os.tmpdir()}/panel-bench-journal-`) : undefined;
    const store = kind === "pglite" ? await openEmbeddedStore(dir) : await openPostgresStore(urls[size]);
    try {
      await migrateStore(store);
      await seedJournal(store.query, JOURNAL_SIZES[size]);
    } finally {
      await store.close();
    }
    const env = kind === "pglite" ? { PANEL_STORE_DIR: dir } : { PANEL_DATABASE_URL: urls[size], PANEL_SECRET_KEY: randomBytes(32).toString("base64url") };
    const next = await servers.startNext({ name: `next-journal-${kind}-${size}`, upstreamUrl: upstream.url, sessionPassword, env });
    const [dealer, admin] = await Promise.all([
      signIn(next.url, "dealer", "dealer1234", sessionPassword),
      signIn(next.url, "admin", "admin1234", sessionPassword),
    ]);
    sides[size] = { next, dealer, admin };
  }
  return sides;
}

/** Clients for the journal's renews: the admin's list, straight from the upstream. */
async function clientNames({ upstream, admin }, count) {
  const list = await fetch(`${upstream.url}/admin/clientlist?token=${encodeURIComponent(admin.token)}&per_page=${count}&sort=name`).then((r) => r.json());
  return list.client_list.map((c) => c.name);
}

const exportTarget = ({ next, upstream, admin }) => ({
  baseUrl: next.url,
  seal: admin.seal,
  rows: upstream.clients,
  upstreamUrl: upstream.url,
  token: admin.token,
});

try {
  const needs = {
    delayed: want("overhead"),
    small: want("floor") || want("growth") || want("first-load") || want("soak"),
    large: want("growth") || want("exports") || want("bff-work"),
    pdf: want("exports"),
    ledger: want("ledger"),
    renew: want("renew") || want("api-renew"),
    spec: want("spec"),
    insights: want("insights"),
    journal: want("journal"),
  };
  const pending = {
    delayed: needs.delayed && stack("delay20", { clients: 320, delayMs: 20 }),
    small:
      needs.small &&
      stack("500", {
        clients: 500,
        env: heapDir && { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${heapDir}`.trim() },
      }),
    large: needs.large && stack("50000", { clients: 50_000 }),
    pdf: needs.pdf && stack("10000", { clients: 10_000 }),
    ledgerSmall: needs.ledger && stack("ledger2000", { clients: 320, ledger: 2_000 }),
    ledgerLarge: needs.ledger && stack("ledger200000", { clients: 320, ledger: 200_000 }),
    // The API's renews are hundreds a minute here: its limit raised, so the count is made and never refuses.
    renew: needs.renew && stack("renew", { clients: 2_400, env: { API_RATE_LIMIT_PER_MINUTE: "1000000" } }),
    spec: needs.spec && specStack("50000", { clients: 50_000 }),
    // The demo dealer holds every client, as the spec-only upstream's does.
    insightsReference: needs.insights && stack("insights", { ...insightsSize, dealerClients: insightsSize.clients }),
    insightsSpec: needs.insights && specStack("insights", insightsSize),
    journal: needs.journal && stack("journal-renew", { clients: 320 }),
  };
  // Settle every start before going on, so a failed one does not leave others running unseen.
  const settled = await Promise.allSettled(Object.values(pending).map((p) => p || null));
  const failed = settled.find((s) => s.status === "rejected");
  if (failed) throw failed.reason;
  const [delayed, small, large, pdf, ledgerSmall, ledgerLarge, renewStack, spec, insightsReference, insightsSpec, journalStack] = settled.map((s) => s.value);
  console.log(`bench: servers up after ${Math.round((Date.now() - started) / 1000)} s`);

  if (want("first-load") || want("exports")) {
    browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    machine.chromium = browser.version();
  }

  await section("overhead", () => bffOverhead({ ...delayed, ...loadTest }));
  await section("floor", () => frameworkFloor({ ...small, ...loadTest }));
  await section("growth", () => growth({ small, large, requests: quick ? 5 : 25 }));
  await section("first-load", () =>
    firstLoad({
      browser,
      baseUrl: small.next.url,
      // One row per kind of screen: the sign-in page, the dashboard of a dealer and of the
      // admin, the client lists of a dealer and of the admin, an account list, a client form.
      pages: [
        { path: "/login", maxKb: 140 },
        { path: "/", seal: small.dealer.seal, maxKb: 180 },
        { path: "/", seal: small.admin.seal, maxKb: 180, label: "/ (admin)" },
        { path: "/clients", seal: small.dealer.seal, maxKb: 180, list: true },
        { path: "/manageclients", seal: small.admin.seal, maxKb: 180, list: true },
        { path: "/managedealers", seal: small.admin.seal, maxKb: 180, list: true },
        // A form: no goal of its own, for context.
        { path: "/addclient", seal: small.dealer.seal, list: true },
      ],
    }),
  );
  await section("exports", () =>
    exportsInBrowser({
      browser,
      runs: quick ? 1 : 7,
      csv: exportTarget(large),
      pdf: exportTarget(pdf),
    }),
  );
  await section("session", () => session({ sessionPassword }));
  await section("ledger", () => ledger({ small: ledgerSmall, large: ledgerLarge, requests: quick ? 5 : 25 }));
  await section("renew", () => renew({ stack: renewStack }));
  await section("soak", () => soak({ ...small, seconds: quick ? 10 : 60, warmup: quick ? 3 : 10, heapSnapshots: heapDir }));
  await section("bff-work", () => bffWork(large));
  await section("api-renew", () => apiRenew({ stack: renewStack, rounds: quick ? 1 : 5 }));
  await section("spec", () => specLists({ ...spec, sessionPassword, rounds: quick ? 3 : 9 }));
  await section("webhooks", () => webhooks({ events: quick ? 300 : 2000 }));
  await section("insights", () => insights({ reference: insightsReference, spec: insightsSpec, sessionPassword, rounds: quick ? 2 : 5 }));
  await section("journal", async () => {
    const measured = [
      ...(await journalRenew({ ...journalStack, names: await clientNames(journalStack, 300), requests: quick ? 20 : 200 })),
      ...(await journalFirstPage({ store: "PGlite", sizes: JOURNAL_SIZES, ...(await journalStores("pglite")), requests: quick ? 5 : 25 })),
    ];
    // Without PostgreSQL the figures above still count; the missing ones are reported.
    try {
      measured.push(...(await journalFirstPage({ store: "PostgreSQL", sizes: JOURNAL_SIZES, ...(await journalStores("postgres")), requests: quick ? 5 : 25 })));
    } catch (error) {
      console.error(`bench: journal on PostgreSQL could not be measured: ${error.message}`);
      errors.push({ section: "journal (PostgreSQL)", message: error.message.split("\n")[0] });
    }
    return measured;
  });
  await section("scale", async () =>
    scale({
      ...(await scaleStack()),
      // The dealer's dashboard (counts and history at the upstream) and a page of the client list.
      reads: [
        { label: "dashboard / (dealer)", path: "/" },
        { label: "GET /api/clients?page=1&size=10 (dealer)", path: "/api/clients?page=1&size=10" },
      ],
      connections: 30,
      seconds: quick ? 2 : 4,
      rounds: quick ? 2 : 4,
      cores: machine.cpus,
      clients: SCALE_CLIENTS,
    }),
  );
} catch (error) {
  console.error(`bench: ${error.message}`);
  errors.push({ section: "servers", message: error.message.split("\n")[0] });
} finally {
  await browser?.close();
  await servers.stopAll();
  for (const remove of scaleCleanup) remove();
}

machine.loadAfter = loadAverage();
const judged = judge(figures);
const seconds = Math.round((Date.now() - started) / 1000);
printTable(judged, { machine, sections, errors });
console.log(`Run took ${seconds} s. JSON: bench/results.json`);
writeJson(`${ROOT}/bench/results.json`, {
  startedAt: started.toISOString(),
  seconds,
  command: `npm run bench${args.length ? ` -- ${args.join(" ")}` : ""}`,
  build,
  commit: git("rev-parse --short HEAD") + (git("status --porcelain") ? " (uncommitted changes in the tree)" : ""),
  machine,
  sections,
  figures: judged,
  errors,
});
process.exit(errors.length ? 1 : 0);

function loadAverage() {
  return os.loadavg()[0].toFixed(1);
}

function git(command) {
  try {
    return execSync(`git ${command}`, { cwd: ROOT, encoding: "utf8" }).trim();
  } catch {
    return "";
  }
}

function machineFacts() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? "unknown",
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.versions.node,
    next: JSON.parse(readFileSync(`${ROOT}/node_modules/next/package.json`, "utf8")).version,
    loadBefore: loadAverage(),
  };
}
