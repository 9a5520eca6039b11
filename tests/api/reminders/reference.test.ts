// Reminders against the reference upstream (its real sendmessage and outbox, its trial flag) and a
// real SMTP server reading the morning digest: what the digest lists and links, the low-credit
// line, a refused delivery tried again, and no digest at all without a mail server.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { log } from "@/lib/log";
import { smtpMailer } from "@/features/reminders/server/mailer";
import { deliveryPage, lastRun } from "@/features/reminders/server/repo";
import { forgetBackend } from "@/lib/backends";
import type { OpenStore } from "@/lib/store/types";
import { DEMO, rows, upstreamForFile } from "../upstream/support";
import { startSmtpReceiver } from "./smtp-receiver";
import { dayAfter, emptyReminders, fakeClock, newEmbeddedStore, scheduler, setAccount } from "./support";
import { defaultSettings } from "@/features/reminders/server/repo";

const up = upstreamForFile();
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let store: OpenStore;
const DEALER = { accountId: "account-dealer", role: "dealer" as const, name: "dealer" };
let day: string;
let names: { paid: string; trial: string; later: string; expired: string; trialTomorrow: string };

beforeAll(async () => {
  process.env.UPSTREAM_URL = up.url;
  process.env.UPSTREAM_DIALECT = "reference";
  forgetBackend();
  smtp = await startSmtpReceiver();
  process.env.SMTP_URL = smtp.url;
  process.env.SMTP_FROM = "reminders@panel.example";

  // A day after every demo client's expiry, so that only the five set here are due around it.
  const [latest] = await rows<{ last: string }>(up.db, sql`SELECT max(expiry)::text AS last FROM clients`);
  day = dayAfter(latest.last, 30);
  const picked = await rows<{ name: string }>(
    up.db,
    sql`SELECT c.name FROM clients c JOIN accounts d ON d.id = c.dealer_id WHERE d.name = 'dealer' ORDER BY c.name LIMIT 5`,
  );
  const [paid, trial, later, expired, trialTomorrow] = picked.map((r) => r.name);
  names = { paid, trial, later, expired, trialTomorrow };
  const set = (name: string, expiry: string, trial: boolean) =>
    up.db.execute(sql`UPDATE clients SET expiry = ${expiry}::date, trial = ${trial}, status = true WHERE name = ${name}`);
  await set(paid, dayAfter(day, 3), false);
  await set(trial, day, true);
  await set(later, dayAfter(day, 10), false);
  await set(expired, dayAfter(day, -1), false);
  await set(trialTomorrow, dayAfter(day, 1), true);
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  forgetBackend();
  await smtp?.close();
});

beforeEach(async () => {
  smtp.received.length = 0;
  store ??= await newEmbeddedStore();
  await emptyReminders(store);
});

const outbox = (message: string) =>
  rows<{ client_name: string; message: string; sender: string }>(
    up.db,
    sql`SELECT o.client_name, o.message, a.name AS sender FROM message_outbox o JOIN accounts a ON a.id = o.sender_id WHERE o.message LIKE ${message + "%"} ORDER BY o.client_name`,
  );

describe("reminders on the reference upstream", () => {
  it("queue the device reminder in its outbox, trials left out unless the rules include them", async () => {
    await setAccount(store, DEALER, DEMO.dealer.password, {
      days: [7, 1],
      templates: { ...defaultSettings().templates, en: "R1 {name} {expiry} {days}" },
      includeTrials: false,
    });
    await scheduler(store, fakeClock(`${day}T08:30:00Z`)).sweep();
    expect(await outbox("R1 ")).toEqual([{ client_name: names.paid, message: `R1 ${names.paid} ${dayAfter(day, 3)} 3`, sender: "dealer" }]);

    await emptyReminders(store);
    // Within 2 days, as the Expiring list counts them: today's and tomorrow's expiries.
    await setAccount(store, DEALER, DEMO.dealer.password, {
      days: [2],
      templates: { ...defaultSettings().templates, en: "R2 {name} {days}" },
      includeTrials: true,
    });
    await scheduler(store, fakeClock(`${day}T08:30:00Z`)).sweep();
    expect((await outbox("R2 ")).map((r) => r.message)).toEqual([`R2 ${names.trial} 0`, `R2 ${names.trialTomorrow} 1`].sort());
  });

  it("mail the morning digest: the week's expiries and today's trials, each with its renew link, and the low-credit line", async () => {
    const [{ credits }] = await rows<{ credits: number }>(up.db, sql`SELECT credits FROM accounts WHERE name = 'dealer'`);
    await setAccount(store, DEALER, DEMO.dealer.password, { enabled: false, digestEmail: "dealer@shop.example", lowCredit: credits, hour: 7 });
    await scheduler(store, fakeClock(`${day}T07:05:00Z`), smtpMailer()).sweep();

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail.to).toEqual(["dealer@shop.example"]);
    expect(mail.raw).toMatch(/^From: reminders@panel\.example/m);
    expect(mail.subject).toContain(`reminders for dealer, ${day}: 1 client expires this week, 1 trial ends today`);
    expect(mail.text).toContain(`Your credits are low: ${credits} left (you asked to be told at ${credits} or below).`);
    expect(mail.text).toContain(`- ${names.paid}, expires ${dayAfter(day, 3)}: renew at https://panel.example/updateclient?name=${names.paid}`);
    expect(mail.text).toContain(`- ${names.trial}, expires ${day}: renew at https://panel.example/updateclient?name=${names.trial}`);
    for (const absent of [names.later, names.expired, names.trialTomorrow]) expect(mail.text).not.toContain(absent);

    const log = await deliveryPage(store, DEALER, 1, 10);
    expect(log.rows).toEqual([expect.objectContaining({ channel: "email", recipient: "dealer@shop.example", outcome: "sent", attempts: 1 })]);
    // Later the same morning: no second digest.
    await scheduler(store, fakeClock(`${day}T09:00:00Z`), smtpMailer()).sweep();
    expect(smtp.received).toHaveLength(1);
  });

  it("try a refused digest again after five minutes, and log both tries on one row", async () => {
    await setAccount(store, DEALER, DEMO.dealer.password, { enabled: false, digestEmail: "dealer@shop.example", hour: 7 });
    smtp.refuse(1);
    const clock = fakeClock(`${day}T07:00:00Z`);
    const warn = vi.spyOn(log, "warn");
    await scheduler(store, clock, smtpMailer()).sweep();
    expect(smtp.received).toHaveLength(0);
    // Logged as the reminders' doing, on the dealer's behalf, not as the dealer's own.
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ actor: "reminders", rule: "morning digest", onBehalfOf: DEALER.name, outcome: "failed" }),
      expect.any(String),
    );
    expect(warn.mock.calls.some(([fields]) => typeof fields === "object" && fields !== null && "account" in fields)).toBe(false);
    warn.mockRestore();
    expect((await deliveryPage(store, DEALER, 1, 10)).rows[0]).toMatchObject({ outcome: "failed", attempts: 1, detail: expect.stringContaining("450") });
    expect(await lastRun(store, DEALER)).toMatchObject({ status: "retry" });

    clock.advance(4 * 60_000);
    await scheduler(store, clock, smtpMailer()).sweep();
    expect(smtp.received).toHaveLength(0);
    clock.advance(60_000);
    await scheduler(store, clock, smtpMailer()).sweep();
    expect(smtp.received).toHaveLength(1);
    expect((await deliveryPage(store, DEALER, 1, 10)).rows).toEqual([expect.objectContaining({ outcome: "sent", attempts: 2 })]);
    expect(await lastRun(store, DEALER)).toMatchObject({ status: "done" });
  });

  it("queue no digest at all without a mail server", async () => {
    await setAccount(store, DEALER, DEMO.dealer.password, { enabled: false, digestEmail: "dealer@shop.example", hour: 7 });
    await scheduler(store, fakeClock(`${day}T07:00:00Z`), null).sweep();
    expect((await deliveryPage(store, DEALER, 1, 10)).total).toBe(0);
    expect(await lastRun(store, DEALER)).toBeNull();
    expect(smtp.received).toHaveLength(0);
  });
});
