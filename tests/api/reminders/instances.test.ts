// Exactly once across instances and restarts, on the spec-only test upstream: two schedulers on
// one PostgreSQL store (each with its own connections, PANEL_TEST_DATABASE_URL) sweeping at once, and
// an instance killed (SIGKILL) while a sendmessage is in flight, whose run the restarted panel
// takes over: the message in doubt is logged "Outcome unknown" and never sent again, the rest go
// out once each.
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ABANDONED_DETAIL, deliveryPage, lastRun } from "@/features/reminders/server/repo";
import { forgetBackend } from "@/lib/backends";
import { openEmbeddedStore } from "@/lib/store/embedded";
import { migrateStore } from "@/lib/store/migrate";
import type { OpenStore } from "@/lib/store/types";
import { startSpecUpstream, type SpecUpstream } from "@/tests/spec-upstream";
import { client as specClient, LOGINS } from "@/tests/spec-upstream/test-client";
import { dayAfter, fakeClock, postgresStores, scheduler, setAccount } from "./support";
import { freshPgliteDir } from "../../support/fresh-pglite";

let up: SpecUpstream;
const RESELLER = { accountId: "account-reseller", role: "reseller" as const, name: "reseller" };
const SEND = "/reseller/sendmessage";
type Row = { name: string; expiry: string; status: boolean };

const daysLeft = (row: Row, today: string) => Math.round((Date.parse(`${row.expiry.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
const dueOn = (rows: Row[], day: string) =>
  rows
    .filter((r) => r.status && daysLeft(r, day) >= 0 && daysLeft(r, day) <= 14)
    .map((r) => r.name)
    .sort();

/** The day of the coming year on which most of the reseller's clients are due for a 14-day rule. */
async function busiestDay(): Promise<{ day: string; due: string[] }> {
  const api = specClient(up.url);
  const rows = (await api.call("GET", "/reseller/clientlist", await api.login("reseller"))).body as Row[];
  const today = new Date().toISOString().slice(0, 10);
  let best = { day: today, due: dueOn(rows, today) };
  for (let i = 1; i < 365; i++) {
    const due = dueOn(rows, dayAfter(today, i));
    if (due.length > best.due.length) best = { day: dayAfter(today, i), due };
  }
  return best;
}

beforeAll(async () => {
  // Every instance, and the killed process, must open what the others sealed.
  process.env.PANEL_SECRET_KEY = "a-reminders-test-key-that-is-long-enough-42";
  up = await startSpecUpstream({ port: 0 });
  process.env.UPSTREAM_URL = up.url;
  process.env.UPSTREAM_DIALECT = "spec";
  delete process.env.UPSTREAM_CALLS_FILE;
  forgetBackend();
});

afterAll(async () => {
  forgetBackend();
  await up?.close();
});

const sentTo = () =>
  up
    .state()
    .outbox.map((m) => m.client)
    .sort();

describe.skipIf(!process.env.PANEL_TEST_DATABASE_URL)("two instances on one PostgreSQL store (PANEL_TEST_DATABASE_URL)", () => {
  it("send each reminder once however their sweeps interleave", async () => {
    up.reset();
    const pg = (await postgresStores(2))!;
    try {
      const { day, due } = await busiestDay();
      const [a, b] = pg.stores;
      await setAccount(a, RESELLER, LOGINS.reseller[1], { days: [14], scope: "subtree" });
      const clock = fakeClock(`${day}T09:00:00Z`);
      const reports = await Promise.all([scheduler(a, clock).sweep(), scheduler(b, clock).sweep(), scheduler(a, clock).sweep(), scheduler(b, clock).sweep()]);
      expect(sentTo()).toEqual(due);
      expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(due.length);
      expect((await deliveryPage(b, RESELLER, 1, 100)).total).toBe(due.length);
    } finally {
      await pg.drop();
    }
  });
});

/** Runs one instance in its own process; resolves with its exit. */
function instanceProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "tests/api/reminders/instance.mts"], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  let done = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => {
      done = true;
      resolve({ code, signal });
    }),
  );
  return { child, exited, output: () => output, done: () => done };
}

async function until(condition: () => boolean, what: string, child: ReturnType<typeof instanceProcess>) {
  // Waits for the upstream to have seen the calls (not for a time): the process's start takes what it takes.
  while (!condition() && !child.done()) await new Promise((resolve) => setTimeout(resolve, 50));
  if (!condition()) throw new Error(`never happened: ${what}\n${child.output()}`);
}

type Kind = "embedded" | "postgres";
const KINDS: Kind[] = process.env.PANEL_TEST_DATABASE_URL ? ["embedded", "postgres"] : ["embedded"];

/** The store the instances share: an embedded folder (one process at a time) or a PostgreSQL database. */
async function sharedStore(kind: Kind): Promise<{ env: Record<string, string>; open(): Promise<OpenStore>; close(): Promise<void>; drop(): Promise<void> }> {
  if (kind === "postgres") {
    const pg = (await postgresStores(1))!;
    return { env: { REMINDER_TEST_DATABASE_URL: pg.url }, open: async () => pg.stores[0], close: async () => undefined, drop: () => pg.drop() };
  }
  const dir = freshPgliteDir();
  let store: OpenStore | null = null;
  return {
    env: { REMINDER_TEST_STORE_DIR: dir },
    open: async () => {
      store = await openEmbeddedStore(dir);
      await migrateStore(store);
      return store;
    },
    // The embedded folder serves one process: closed while the other instance has it.
    close: async () => {
      await store?.close();
      store = null;
    },
    drop: async () => void (await store?.close()),
  };
}

describe.each(KINDS)("a restart in the middle of a run (%s store)", (kind) => {
  it("leaves the message in doubt unsent again and logged as unknown, and sends the rest once", { timeout: 120_000 }, async () => {
    up.reset();
    const { day, due } = await busiestDay();
    expect(due.length).toBeGreaterThanOrEqual(3);
    const shared = await sharedStore(kind);
    try {
      await setAccount(await shared.open(), RESELLER, LOGINS.reseller[1], { days: [14], scope: "subtree" });
      await shared.close();

      // The first send is answered; the second is queued by the upstream but its answer never comes
      // before the process dies.
      up.late(SEND, 0, 1);
      up.late(SEND, 60_000, 1);
      const start = `${day}T09:00:00Z`;
      const instance = instanceProcess({ REMINDER_TEST_NOW: start, ...shared.env });
      await until(() => up.state().outbox.length === 2, "two messages queued", instance);
      instance.child.kill("SIGKILL");
      expect((await instance.exited).signal).toBe("SIGKILL");
      const inDoubt = up.state().outbox[1].client;

      // The restarted panel, a minute later: the dead instance's run is still held (its lease), so nothing is sent.
      const store = await shared.open();
      const clock = fakeClock(start);
      clock.advance(60_000);
      expect(await scheduler(store, clock).sweep()).toMatchObject({ runs: 0, sent: 0 });
      expect(up.state().outbox).toHaveLength(2);

      // Past the lease: the run is taken over, the claim left "sending" is settled as unknown, the rest go out.
      clock.advance(10 * 60_000);
      const report = await scheduler(store, clock).sweep();
      expect(report).toMatchObject({ runs: 1, abandoned: 1, sent: due.length - 2 });
      expect(sentTo()).toEqual(due);
      const log = (await deliveryPage(store, RESELLER, 1, 100)).rows;
      expect(log).toHaveLength(due.length);
      expect(log.find((r) => r.recipient === inDoubt)).toMatchObject({ outcome: "unknown", detail: ABANDONED_DETAIL, attempts: 1 });
      expect(log.filter((r) => r.outcome === "sent")).toHaveLength(due.length - 1);
      expect(await lastRun(store, RESELLER)).toMatchObject({ status: "done", attempts: 2 });

      // And never again, on any later sweep that day.
      clock.advance(60 * 60_000);
      await scheduler(store, clock).sweep();
      expect(sentTo()).toEqual(due);
    } finally {
      await shared.drop();
    }
  });
});
