// The reminders' scheduler against the spec-only test upstream (tests/spec-upstream): device
// reminders go out through the spec's sendmessage alone, each client once per rule and expiry
// date, at the account's hour in its time zone, never to an expired or switched-off client; two
// instances on one store send nothing twice. The clock is the test's; the upstream, the store and
// the scheduler are the real ones.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { credentialBinding, deliveryPage, lastRun, saveCredential } from "@/features/reminders/server/repo";
import { sealSecret } from "@/lib/store/secrets";
import { forgetBackend } from "@/lib/backends";
import type { OpenStore } from "@/lib/store/types";
import { startSpecUpstream, type SpecUpstream } from "@/tests/spec-upstream";
import { client as specClient, LOGINS } from "@/tests/spec-upstream/test-client";
import { dayAfter, emptyReminders, fakeClock, newEmbeddedStore, scheduler, setAccount } from "./support";
import { defaultSettings } from "@/features/reminders/server/repo";

let up: SpecUpstream;
let store: OpenStore;
const DEALER = { accountId: "account-dealer", role: "dealer" as const, name: "dealer" };
const TEMPLATE = "Hi {name}, ends {expiry}, {days} days";

type Row = { name: string; expiry: string; status: boolean };

/** The demo dealer's clients as its own list shows them (the spec's paged /api/clients). */
async function dealerClients(): Promise<Row[]> {
  const api = specClient(up.url);
  const token = await api.login("dealer");
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const body = (await api.call("GET", `/api/clients?page=${page}`, token)).body as { client_list: Row[]; total_pages: number };
    rows.push(...body.client_list);
    if (page >= body.total_pages) return rows;
  }
}

const daysLeft = (row: Row, today: string) => Math.round((Date.parse(`${row.expiry.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
const outbox = () => up.state().outbox;

/** A day on which at least one active client of the dealer expires within 3 days (2 days left: the Expiring list's window). */
async function anchorDay(): Promise<{ day: string; anchor: Row; rows: Row[] }> {
  const rows = await dealerClients();
  const today = new Date().toISOString().slice(0, 10);
  const anchor = rows.filter((r) => r.status && r.expiry.slice(0, 10) > dayAfter(today, 3)).sort((a, b) => a.expiry.localeCompare(b.expiry))[0];
  return { day: dayAfter(anchor.expiry.slice(0, 10), -2), anchor, rows };
}

beforeAll(async () => {
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

beforeEach(async () => {
  up.reset();
  store ??= await newEmbeddedStore();
  await emptyReminders(store);
});

describe("device reminders on a spec-only backend", () => {
  it.each([
    ["the language the account saved its rules in", "" as const, "Hola"],
    ["the language the rules pick for the clients", "ar" as const, "AR"],
  ])("are written in %s", async (_what, messageLocale, start) => {
    const { day, anchor } = await anchorDay();
    const templates = { en: "EN {name}", es: "Hola {name}, {days}", ar: "AR {name}" };
    await setAccount(store, DEALER, LOGINS.dealer[1], { days: [7], templates, messageLocale, hour: 8 }, "es");
    await scheduler(store, fakeClock(`${day}T09:00:00Z`)).sweep();
    const message = outbox().find((m) => m.client === anchor.name)?.message;
    expect(message).toBe(start === "Hola" ? `Hola ${anchor.name}, 2` : `AR ${anchor.name}`);
  });

  it("go to each due client once through sendmessage, with the template filled in; expired and switched-off clients get none", async () => {
    const { day, anchor, rows } = await anchorDay();
    await setAccount(store, DEALER, LOGINS.dealer[1], { days: [7, 1], templates: { ...defaultSettings().templates, en: TEMPLATE }, hour: 8 });
    const clock = fakeClock(`${day}T09:00:00Z`);

    const report = await scheduler(store, clock).sweep();
    const expected = rows
      .filter((r) => r.status && daysLeft(r, day) >= 0 && daysLeft(r, day) < 7)
      .map((r) => r.name)
      .sort();
    expect(expected).toContain(anchor.name);
    expect(
      outbox()
        .map((m) => m.client)
        .sort(),
    ).toEqual(expected);
    expect(report.sent).toBe(expected.length);
    expect(outbox().find((m) => m.client === anchor.name)).toMatchObject({
      message: `Hi ${anchor.name}, ends ${anchor.expiry.slice(0, 10)}, 2 days`,
      by: "dealer",
      server: 0,
    });
    expect(outbox().some((m) => rows.find((r) => r.name === m.client && (!r.status || daysLeft(r, day) < 0)))).toBe(false);

    // The same day again: the run is done, nothing more is sent.
    const calls = up.state().calls["/api/sendmessage"];
    await scheduler(store, clock).sweep();
    expect(up.state().calls["/api/sendmessage"]).toBe(calls);

    // The next day: whoever was told within 7 days is not told again until the 1-day rule (expiry today).
    clock.set(`${dayAfter(day, 1)}T09:00:00Z`);
    const before = outbox().length;
    await scheduler(store, clock).sweep();
    const newcomers = outbox()
      .slice(before)
      .map((m) => m.client)
      .sort();
    const oneDay = rows.filter((r) => r.status && daysLeft(r, dayAfter(day, 1)) === 0).map((r) => r.name);
    const firstSeen = rows.filter((r) => r.status && daysLeft(r, dayAfter(day, 1)) === 6).map((r) => r.name);
    expect(newcomers).toEqual([...oneDay, ...firstSeen].sort());

    const log = await deliveryPage(store, DEALER, 1, 100);
    expect(log.total).toBe(outbox().length);
    expect(log.rows.every((r) => r.outcome === "sent" && r.channel === "device" && r.attempts === 1)).toBe(true);
  });

  it("wait for the account's hour in its own time zone", async () => {
    const { day, anchor } = await anchorDay();
    await setAccount(store, DEALER, LOGINS.dealer[1], { days: [3], hour: 8, timeZone: "Asia/Tokyo" });
    // 07:59 in Tokyo: not yet.
    const clock = fakeClock(`${dayAfter(day, -1)}T22:59:00Z`);
    await scheduler(store, clock).sweep();
    expect(outbox()).toEqual([]);
    // 08:00 in Tokyo, still the day before in UTC: the run is for Tokyo's date.
    clock.set(`${dayAfter(day, -1)}T23:00:00Z`);
    await scheduler(store, clock).sweep();
    expect(outbox().map((m) => m.client)).toContain(anchor.name);
    expect((await lastRun(store, DEALER))?.localDate).toBe(day);
  });

  it("start afresh after a renewal: the new expiry date is reminded again", async () => {
    const { day, anchor } = await anchorDay();
    await setAccount(store, DEALER, LOGINS.dealer[1], { days: [3] });
    const clock = fakeClock(`${day}T09:00:00Z`);
    await scheduler(store, clock).sweep();
    expect(outbox().filter((m) => m.client === anchor.name)).toHaveLength(1);

    const api = specClient(up.url);
    const renewed = await api.call("POST", "/api/renew", await api.login("dealer"), { name: anchor.name, months: 1 });
    expect(renewed.status).toBe(200);
    const expiry = up.state().clients[anchor.name].expiry;
    expect(expiry > anchor.expiry).toBe(true);
    clock.set(`${dayAfter(expiry, -2)}T09:00:00Z`);
    await scheduler(store, clock).sweep();
    expect(
      outbox()
        .filter((m) => m.client === anchor.name)
        .map((m) => m.message),
    ).toEqual([expect.stringContaining(anchor.expiry.slice(0, 10)), expect.stringContaining(expiry)]);
  });

  it("send nothing, and say why, when the stored password is refused", async () => {
    const { day } = await anchorDay();
    await setAccount(store, DEALER, "not-the-password", { days: [7] });
    await scheduler(store, fakeClock(`${day}T09:00:00Z`)).sweep();
    expect(outbox()).toEqual([]);
    expect(await lastRun(store, DEALER)).toMatchObject({ status: "failed", detail: expect.stringContaining("refused the stored password") });
    // A failed run stays failed that day, until the owner stores the right password.
    const clock = fakeClock(`${day}T10:00:00Z`);
    await scheduler(store, clock).sweep();
    expect(outbox()).toEqual([]);
    await saveCredential(store, DEALER, sealSecret(LOGINS.dealer[1], credentialBinding(DEALER.accountId)), new Date());
    await scheduler(store, clock).sweep();
    expect(outbox().length).toBeGreaterThan(0);
    expect(await lastRun(store, DEALER)).toMatchObject({ status: "done", attempts: 2 });
  });

  it("never twice from two instances sweeping one store at once, a dealer's own rules winning over its reseller's", async () => {
    const api = specClient(up.url);
    const all = (await api.call("GET", "/reseller/clientlist", await api.login("reseller"))).body as (Row & { dealer: string })[];
    const today = new Date().toISOString().slice(0, 10);
    const other = all
      .filter((r) => r.dealer !== "dealer" && r.status && r.expiry.slice(0, 10) > dayAfter(today, 3))
      .sort((a, b) => a.expiry.localeCompare(b.expiry))[0];
    const day = dayAfter(other.expiry.slice(0, 10), -3);
    await setAccount(store, DEALER, LOGINS.dealer[1], { days: [14] });
    await setAccount(store, { accountId: "account-reseller", role: "reseller", name: "reseller" }, LOGINS.reseller[1], { days: [14], scope: "subtree" });
    const clock = fakeClock(`${day}T09:00:00Z`);
    const [a, b] = await Promise.all([scheduler(store, clock).sweep(), scheduler(store, clock).sweep()]);

    const sent = outbox().map((m) => m.client);
    expect(new Set(sent).size).toBe(sent.length);
    expect(a.sent + b.sent).toBe(sent.length);
    const due = (r: Row) => r.status && daysLeft(r, day) >= 0 && daysLeft(r, day) < 14;
    const by = (who: string) =>
      outbox()
        .filter((m) => m.by === who)
        .map((m) => m.client)
        .sort();
    expect(by("dealer")).toEqual(
      all
        .filter((r) => r.dealer === "dealer" && due(r))
        .map((r) => r.name)
        .sort(),
    );
    expect(by("reseller")).toEqual(
      all
        .filter((r) => r.dealer !== "dealer" && due(r))
        .map((r) => r.name)
        .sort(),
    );
    expect(by("reseller")).toContain(other.name);
  });
});
