// The Reminders screen's BFF handlers against the spec-only test upstream: rules saved per
// account; a template over 300 characters for the longest client name, a day out of 1-14 or a
// bad time zone refused with the form's message and nothing saved; the password, saved with the rules
// in one request, checked with the upstream before anything is stored, and stored sealed; the delivery log paged for the export.
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as credentialRoute from "@/features/reminders/server/routes/credential";
import * as logRoute from "@/features/reminders/server/routes/log";
import * as rulesRoute from "@/features/reminders/server/routes/reminders";
import { credentialBinding, readAccount, saveSettings, defaultSettings } from "@/features/reminders/server/repo";
import { REMINDER_TEXTS } from "@/features/reminders/model/schemas";
import { TEMPLATE_TEXTS } from "@/features/reminders/model/template";
import { panelStore } from "@/lib/store";
import { openSecret } from "@/lib/store/secrets";
import { LOGINS } from "@/tests/spec-upstream/test-client";
import { specBffForFile } from "../spec/support";
import { freshPgliteDir } from "../../support/fresh-pglite";

vi.mock("@/lib/session", async () => (await import("../spec/support")).sessionMock);
process.env.PANEL_STORE_DIR = freshPgliteDir();

// Opened first: opening the embedded store keeps this process busy for seconds, which would
// otherwise age the upstream's kept-alive sockets (the upstream runs in this process too).
beforeAll(async () => void (await panelStore()));
const bff = specBffForFile();
const RULES = {
  ...defaultSettings(),
  enabled: true,
  days: [1, 7, 7],
  timeZone: "Europe/Berlin",
  hour: 6,
  digestEmail: "boss@shop.example",
  lowCredit: 20,
  scope: "subtree" as const,
};

describe("PUT /api/reminders", () => {
  it("saves the signed-in account's rules, days once each, highest first; nothing reaches the upstream", async () => {
    bff.signIn("reseller");
    const answer = await bff.send(rulesRoute.PUT, "PUT", "/api/reminders", RULES);
    expect(answer).toEqual({ status: 200, body: { message: REMINDER_TEXTS.saved }, forwarded: [] });
    expect(await readAccount(await panelStore(), { accountId: "test-reseller", role: "reseller", name: "reseller" })).toMatchObject({
      ...RULES,
      days: [7, 1],
      credential: null,
    });
    expect(await readAccount(await panelStore(), { accountId: "test-dealer", role: "dealer", name: "dealer" })).toBeNull();
  });

  it.each([
    [
      "a template over 300 characters once the longest name is in",
      { templates: { ...RULES.templates, es: `{name} ${"x".repeat(285)}` } },
      TEMPLATE_TEXTS.tooLong(301),
    ],
    ["an empty template", { templates: { ...RULES.templates, ar: "   " } }, TEMPLATE_TEXTS.empty],
    ["no day while on", { days: [] }, REMINDER_TEXTS.noDays],
    ["a day out of 1-14", { days: [15] }, "Too big: expected number to be <=14"],
    ["an hour of 24", { hour: 24 }, REMINDER_TEXTS.hour],
    ["an unknown time zone", { timeZone: "Mars/Olympus" }, REMINDER_TEXTS.timeZone],
    ["a bad address", { digestEmail: "boss@" }, REMINDER_TEXTS.email],
    ["a negative threshold", { lowCredit: -1 }, REMINDER_TEXTS.lowCredit],
  ])("refuses %s with the form's message and saves nothing", async (_what, change, message) => {
    bff.signIn("manager");
    const answer = await bff.send(rulesRoute.PUT, "PUT", "/api/reminders", { ...RULES, ...change });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(message);
    expect(await readAccount(await panelStore(), { accountId: "test-manager", role: "manager", name: "manager" })).toBeNull();
  });

  it("accepts a template of exactly 300 characters for the longest name", async () => {
    bff.signIn("admin");
    const template = `{name} ${"x".repeat(284)}`;
    expect((await bff.send(rulesRoute.PUT, "PUT", "/api/reminders", { ...RULES, templates: { ...RULES.templates, en: template } })).status).toBe(200);
  });

  it("answers 401 without a session", async () => {
    expect((await bff.send(rulesRoute.PUT, "PUT", "/api/reminders", RULES)).status).toBe(401);
  });
});

describe("PUT /api/reminders with the scheduler's password: one save", () => {
  const DEALER = { accountId: "test-dealer", role: "dealer" as const, name: "dealer" };

  it("refuses a wrong password, as the upstream does, and saves neither the password nor the rules", async () => {
    bff.signIn("dealer");
    const answer = await bff.send(rulesRoute.PUT, "PUT", "/api/reminders", { ...RULES, password: "guess" });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      message: "The upstream refused the stored password (Invalid login name or password): enter it again.",
      field: "password",
    });
    expect(answer.forwarded).toEqual(["POST /authenticate"]);
    expect(await readAccount(await panelStore(), DEALER)).toBeNull();
  });

  it("refuses bad rules before the password is even checked, and saves nothing", async () => {
    bff.signIn("dealer");
    const answer = await bff.send(rulesRoute.PUT, "PUT", "/api/reminders", { ...RULES, hour: 24, password: LOGINS.dealer[1] });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(REMINDER_TEXTS.hour);
    expect(answer.forwarded).toEqual([]);
    expect(await readAccount(await panelStore(), DEALER)).toBeNull();
  });

  it("refuses a password over 100 characters and saves nothing", async () => {
    bff.signIn("dealer");
    const answer = await bff.send(rulesRoute.PUT, "PUT", "/api/reminders", { ...RULES, password: "x".repeat(101) });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(REMINDER_TEXTS.password);
    expect(await readAccount(await panelStore(), DEALER)).toBeNull();
  });

  it("stores the rules and the right password sealed, never as typed; an empty one keeps it; DELETE forgets it", async () => {
    bff.signIn("dealer");
    const password = LOGINS.dealer[1];
    expect((await bff.send(rulesRoute.PUT, "PUT", "/api/reminders", { ...RULES, password })).body).toEqual({ message: REMINDER_TEXTS.savedWithPassword });
    const [row] = await (await panelStore()).query<{ credential: string }>("SELECT credential FROM reminder_accounts WHERE account_id = 'test-dealer'");
    expect(row.credential).not.toContain(password);
    expect(openSecret(row.credential, credentialBinding("test-dealer"))).toBe(password);
    expect(await readAccount(await panelStore(), DEALER)).toMatchObject({ hour: 6, timeZone: "Europe/Berlin", digestEmail: "boss@shop.example" });

    const again = await bff.send(rulesRoute.PUT, "PUT", "/api/reminders", { ...RULES, hour: 9, password: "" });
    expect(again).toMatchObject({ status: 200, body: { message: REMINDER_TEXTS.saved }, forwarded: [] });
    expect(await readAccount(await panelStore(), DEALER)).toMatchObject({ hour: 9, credential: row.credential });

    expect((await bff.send(credentialRoute.DELETE, "DELETE", "/api/reminders/credential")).body).toEqual({ message: REMINDER_TEXTS.credentialForgotten });
    expect((await readAccount(await panelStore(), DEALER))?.credential).toBeNull();
  });
});

describe("GET /api/reminders/log", () => {
  it("pages the account's own deliveries, newest first, in the shape the export reads", async () => {
    const store = await panelStore();
    await saveSettings(store, { accountId: "test-manager", role: "manager", name: "manager" }, { ...defaultSettings(), timeZone: "UTC" }, new Date());
    for (let i = 1; i <= 3; i++) {
      await store.query(
        `INSERT INTO reminder_deliveries (dedupe_key, account_id, role, name, channel, recipient, rule_days, expiry, outcome, created_at, claimed_at)
         VALUES ($1, 'test-manager', 'manager', 'manager', 'device', $2, 7, '2030-01-10', 'sent', $3, $3)`,
        [`test:${i}`, `client${i}`, `2030-01-0${i}T08:00:00Z`],
      );
    }
    await store.query(
      `INSERT INTO reminder_deliveries (dedupe_key, account_id, role, name, channel, recipient, outcome, created_at, claimed_at)
       VALUES ('test:other', 'test-dealer', 'dealer', 'dealer', 'email', 'd@x.example', 'sent', now(), now())`,
    );
    bff.signIn("manager");
    const answer = await bff.get(logRoute.GET, "/api/reminders/log?tab=all&page=2&size=2&sort=newest");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      total: 3,
      totalPages: 2,
      rows: [{ recipient: "client1", channel: "device", ruleDays: 7, expiry: "2030-01-10", outcome: "sent", attempts: 1 }],
    });
    expect((await bff.get(logRoute.GET, "/api/reminders/log?page=1&size=2")).body.rows.map((r: { recipient: string }) => r.recipient)).toEqual([
      "client3",
      "client2",
    ]);
    expect((await bff.get(logRoute.GET, "/api/reminders/log?size=5001")).status).toBe(422);
  });
});
