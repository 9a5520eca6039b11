// The reminders' pure rules: the template filled in and checked at its longest, which reminder a
// client is owed on a day (catching up after downtime with one message), whose rules cover a
// client, and dates in an account's time zone.
import { describe, expect, it } from "vitest";
import { EXPIRING_WEEK_DAYS, expiresWithin } from "@/lib/list/expiring-window";
import { coveredClients, dueReminders, ownRulesKey } from "@/features/reminders/model/due";
import { digestMail, digestOf } from "@/features/reminders/model/digest";
import { english } from "./support/english";
import { DEFAULT_TEMPLATES, fillTemplate, longestLength, templateFor, templateIssue, withDefaults } from "@/features/reminders/model/template";
import { localParts } from "@/features/reminders/model/time";
import { previewCandidates, previewMessages } from "@/features/reminders/model/preview";
import type { ClientRow } from "@/lib/schemas/client-list";

const row = (name: string, expiry: string | null, extra: Partial<ClientRow> = {}): ClientRow => ({
  name,
  description: "",
  mac: "",
  ministra: false,
  status: true,
  expiry,
  ...extra,
});

describe("the device message's language", () => {
  const templates = { en: "EN {name}", es: "ES {name}", ar: "AR {name}" };

  it("is the language the account saved its rules in, unless the rules pick another", () => {
    expect(templateFor({ templates, messageLocale: "", locale: "es" })).toBe("ES {name}");
    expect(templateFor({ templates, messageLocale: "", locale: "ar" })).toBe("AR {name}");
    expect(templateFor({ templates, messageLocale: "en", locale: "ar" })).toBe("EN {name}");
  });

  it("defaults each language to its own catalogue text, with every field in it", () => {
    expect(withDefaults({ es: "Mine {name}" })).toEqual({ en: DEFAULT_TEMPLATES.en, es: "Mine {name}", ar: DEFAULT_TEMPLATES.ar });
    expect(DEFAULT_TEMPLATES.es).not.toBe(DEFAULT_TEMPLATES.en);
    for (const text of Object.values(DEFAULT_TEMPLATES)) {
      expect(text).toMatch(/\{name\}.*\{expiry\}.*\{days\}/);
      expect(templateIssue(text)).toBeNull();
    }
    expect(
      fillTemplate(templateFor({ templates: withDefaults({}), messageLocale: "", locale: "es" }), { name: "ana", expiry: "2030-01-02", days: 3 }),
    ).toContain("Hola ana");
  });
});

describe("the preview", () => {
  const today = "2030-01-10";
  const clients = [
    row("far", "2030-03-01"),
    row("ended", "2030-01-09"),
    row("off", "2030-01-11", { status: false }),
    row("trial", "2030-01-10", { trial: true }),
    row("soon", "2030-01-11"),
    row("today", "2030-01-10"),
    row("week", "2030-01-16"),
    row("twelve", "2030-01-21"),
  ];
  const dealer = { role: "dealer" as const, name: "d1" };
  const settings = { days: [7, 1], includeTrials: false, scope: "own" as const };

  it("shows the message as up to three real clients the rules pick today would get it, soonest first", () => {
    const rows = previewCandidates(clients, today);
    expect(rows.map((r) => r.name)).toEqual(["trial", "soon", "today", "week", "twelve"]);
    expect(previewMessages(dealer, settings, "{name} {days}", rows, new Set(), today)).toEqual([
      { client: "today", text: "today 0" },
      { client: "soon", text: "soon 1" },
      { client: "week", text: "week 6" },
    ]);
    expect(previewMessages(dealer, { ...settings, includeTrials: true, days: [1] }, "{name}", rows, new Set(), today).map((m) => m.client)).toEqual([
      "today",
      "trial",
    ]);
  });

  it("is empty when the rules pick no one today", () => {
    expect(previewMessages(dealer, { ...settings, days: [1] }, "{name}", previewCandidates([row("far", "2030-03-01")], today), new Set(), today)).toEqual([]);
  });
});

describe("the message template", () => {
  it("fills every field, each as often as it appears", () => {
    expect(fillTemplate("{name}: {expiry}, {days} days. Bye {name}", { name: "alice", expiry: "2030-01-02", days: 3 })).toBe(
      "alice: 2030-01-02, 3 days. Bye alice",
    );
  });

  it("is measured with a 15-character name, a full date and two-digit days", () => {
    expect(longestLength("{name}{expiry}{days}")).toBe(15 + 10 + 2);
    expect(templateIssue(`${"x".repeat(285)}{name}`)).toBeNull();
    expect(templateIssue(`${"x".repeat(286)}{name}`)).toBe("Message is too long: with the longest client name it has 301 characters; the limit is 300.");
    expect(templateIssue(" ")).toBe("Please input a message");
  });
});

describe("dueReminders", () => {
  const rules = { days: [7, 1], includeTrials: false };
  it("owes each client the smallest rule within whose days it expires (the Expiring list's window), expired, switched-off and undated clients none", () => {
    const clients = [
      row("six", "2030-01-07"),
      row("five", "2030-01-06"),
      row("today", "2030-01-01"),
      row("seven", "2030-01-08"),
      row("gone", "2029-12-31"),
      row("off", "2030-01-02", { status: false }),
      row("none", null),
    ];
    expect(dueReminders(rules, clients, "2030-01-01")).toEqual([
      { client: "six", expiry: "2030-01-07", daysLeft: 6, ruleDays: 7 },
      { client: "five", expiry: "2030-01-06", daysLeft: 5, ruleDays: 7 },
      { client: "today", expiry: "2030-01-01", daysLeft: 0, ruleDays: 1 },
    ]);
  });

  it("covers with its 7 days exactly the clients the Expiring list's week holds", () => {
    const today = "2030-01-01";
    const clients = Array.from({ length: 10 }, (_, i) => row(`c${i}`, `2030-01-${String(i + 1).padStart(2, "0")}`));
    const reminded = dueReminders({ days: [7], includeTrials: false }, clients, today).map((due) => due.expiry);
    expect(reminded).toEqual(clients.map((c) => c.expiry!).filter((expiry) => expiresWithin(expiry, today, EXPIRING_WEEK_DAYS)));
    expect(reminded.at(-1)).toBe("2030-01-07");
  });

  it("leaves trials out unless the rules include them", () => {
    const trial = row("trial", "2030-01-02", { trial: true });
    expect(dueReminders(rules, [trial], "2030-01-01")).toEqual([]);
    expect(dueReminders({ ...rules, includeTrials: true }, [trial], "2030-01-01")).toHaveLength(1);
  });
});

describe("coveredClients", () => {
  const clients = [
    row("a", "2030-01-01", { dealer: "d1", reseller: "r1" }),
    row("b", "2030-01-01", { dealer: "d2", reseller: "r1" }),
    row("c", "2030-01-01", { dealer: "d3", reseller: "r2" }),
    row("d", "2030-01-01", { dealer: "d4", reseller: null }),
  ];
  it("leaves a client to its dealer's or reseller's own rules", () => {
    const own = new Set([ownRulesKey("dealer", "d1"), ownRulesKey("reseller", "r2")]);
    expect(coveredClients({ role: "manager", name: "m", scope: "subtree" }, clients, own).map((c) => c.name)).toEqual(["b", "d"]);
    expect(coveredClients({ role: "reseller", name: "r1", scope: "own" }, clients.slice(0, 2), own).map((c) => c.name)).toEqual(["b"]);
  });

  it("'own' for the roles above the reseller: the clients of the dealers directly under the account", () => {
    expect(coveredClients({ role: "admin", name: "admin", scope: "own" }, clients, new Set()).map((c) => c.name)).toEqual(["d"]);
  });
});

describe("the digest", () => {
  it("lists paid clients ending in the next 7 days and trials ending today, soonest first, with the role's renew link", () => {
    const clients = [
      row("late", "2030-01-08"),
      row("p2", "2030-01-07"),
      row("p1", "2030-01-01"),
      row("t1", "2030-01-01", { trial: true }),
      row("t2", "2030-01-02", { trial: true }),
      row("old", "2029-12-31"),
    ];
    const d = digestOf({ role: "reseller", lowCredit: 5 }, clients, 6, "2030-01-01", "https://p.example");
    expect(d.week.map((e) => e.name)).toEqual(["p1", "p2"]);
    expect(d.trials).toEqual([{ name: "t1", expiry: "2030-01-01", link: "https://p.example/resellerupdateclient?name=t1" }]);
    expect(d.lowCredit).toBeNull();
    expect(digestOf({ role: "reseller", lowCredit: 6 }, [], 6, "2030-01-01", "").lowCredit).toEqual({ credits: 6, threshold: 6 });
  });

  it("writes the mail in the account's language: English by default, the spec's words", async () => {
    const d = digestOf({ role: "dealer", lowCredit: 6 }, [row("p1", "2030-01-02")], 6, "2030-01-01", "https://p.example");
    const mail = digestMail("dealer", "2030-01-01", d, await english("reminderEmail"));
    expect(mail.subject).toContain("reminders for dealer, 2030-01-01: 1 client expires this week, no trial ends today");
    expect(mail.text).toContain("Your credits are low: 6 left (you asked to be told at 6 or below).");
    expect(mail.text).toContain("- p1, expires 2030-01-02: renew at https://p.example/updateclient?name=p1");
    expect(mail.html).toContain('<li>p1, expires 2030-01-02: <a href="https://p.example/updateclient?name=p1">renew</a></li>');
    expect(mail.html).toMatch(/^<div lang="en" dir="ltr">/);
  });
});

describe("localParts", () => {
  it("gives the date and hour in the account's zone", () => {
    expect(localParts(new Date("2030-01-01T23:30:00Z"), "Asia/Tokyo")).toEqual({ date: "2030-01-02", hour: 8 });
    expect(localParts(new Date("2030-01-01T03:30:00Z"), "America/New_York")).toEqual({ date: "2029-12-31", hour: 22 });
  });
});
