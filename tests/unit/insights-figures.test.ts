import { describe, expect, it } from "vitest";
import { computeInsights } from "@/features/insights/figures/compute";
import { balanceChange, kindOf, type LedgerEntry } from "@/features/insights/figures/kinds";
import { buildStatement } from "@/features/insights/figures/statement";
import { statementCsv, statementTable, type StatementTexts } from "@/features/insights/components/statement-files";

// A hand-built account in Asia/Tokyo (UTC+9) on 2024-03-30, a leap year. Its clients:
// A paid in January, renewed before its February expiry, not renewed since its March expiry;
// B renewed 6 days after its February expiry and 9 days after its March one; C had a month
// retrieved, which moved its expiry to 02-20, and was not renewed; D's trial became paid; E's
// trial did not; G paid 3 months in January; F is not in the ledger at all.
const row = (created: string, type: string, login: string | null, credits: number, expiry: string | null = null): LedgerEntry => ({
  created,
  type,
  login,
  credits,
  expiry,
  description: null,
});

const LEDGER: LedgerEntry[] = [
  row("2023-12-20T01:00:00.000Z", "RECEIVED", "manager", 100),
  row("2024-01-05T01:00:00.000Z", "NEW CLIENT", "A", 1, "2024-02-05"),
  row("2024-01-06T01:00:00.000Z", "NEW CLIENT", "G", 3, "2024-04-06"),
  row("2024-01-10T01:00:00.000Z", "NEW CLIENT", "B", 1, "2024-02-10"),
  row("2024-01-20T01:00:00.000Z", "NEW CLIENT", "C", 2, "2024-03-20"),
  // 23:59 on January 31st in Tokyo.
  row("2024-01-31T14:59:00.000Z", "REMOVE", "dealer1", 2),
  row("2024-02-01T01:00:00.000Z", "RENEW", "A", 1, "2024-03-05"),
  row("2024-02-01T02:00:00.000Z", "RETRIEVED", "C", 1, "2024-02-20"),
  row("2024-02-16T01:00:00.000Z", "RENEW", "B", 1, "2024-03-16"),
  // The leap day in Tokyo, then 01:00 on March 1st in Tokyo (still February 29th in UTC).
  row("2024-02-29T10:00:00.000Z", "ADD", "dealer1", 4),
  row("2024-02-29T16:00:00.000Z", "ADD", "dealer1", 5),
  row("2024-03-02T01:00:00.000Z", "NEW CLIENT", "D", 0, "2024-03-04"),
  row("2024-03-05T01:00:00.000Z", "RENEW", "D", 3, "2024-06-05"),
  row("2024-03-25T01:00:00.000Z", "RENEW", "B", 1, "2024-04-25"),
  row("2024-03-28T01:00:00.000Z", "NEW CLIENT", "E", 0, "2024-03-30"),
];
const CLIENTS = [
  { name: "A", expiry: "2024-03-05" },
  { name: "B", expiry: "2024-04-25" },
  { name: "C", expiry: "2024-02-20" },
  { name: "D", expiry: "2024-06-05" },
  { name: "E", expiry: "2024-03-30" },
  { name: "F", expiry: "2024-04-01" },
  { name: "G", expiry: "2024-04-06" },
];
const NOW = new Date("2024-03-30T03:00:00.000Z");
const figures = (timeZone = "Asia/Tokyo", balance: number | null = 4, clients = CLIENTS) =>
  computeInsights({ account: "me", clients, ledger: LEDGER, balance, timeZone, now: NOW });
const month = (f: ReturnType<typeof figures>, m: string) => f.spend.find((s) => s.month === m);

describe("a ledger row's kind follows the spec's transaction types", () => {
  it.each([
    ["NEW CLIENT", 3, "newClient", -3],
    ["NEW CLIENT", 0, "trial", 0],
    ["RENEW", 2, "renewal", -2],
    ["RETRIEVED", 2, "retrieved", 2],
    ["ADD", 5, "movedDown", -5],
    ["REMOVE", 5, "movedBack", 5],
    ["RECEIVED", 5, "received", 5],
    ["REMOVED", 5, "removed", -5],
    ["DELETED", 0, "other", 0],
    ["renew", 1, "renewal", -1],
  ])("%s of %i credits is %s and moves the balance by %i", (type, credits, kind, change) => {
    expect(kindOf({ type, credits })).toBe(kind);
    expect(balanceChange({ type, credits })).toBe(change);
  });
});

describe("credits spent per month, in the account's time zone", () => {
  it("splits each month by kind; refunds lower it, grants from above are not spending", () => {
    const f = figures();
    expect(f.today).toBe("2024-03-30");
    expect(f.spend).toHaveLength(12);
    expect(f.spend[11].month).toBe("2024-03");
    expect(month(f, "2023-12")).toMatchObject({ total: 0 });
    expect(month(f, "2024-01")).toEqual({ month: "2024-01", newClient: 7, renewal: 0, trial: 0, retrieved: 0, movedDown: -2, total: 5 });
    expect(month(f, "2024-02")).toEqual({ month: "2024-02", newClient: 0, renewal: 2, trial: 0, retrieved: 1, movedDown: 4, total: 5 });
    expect(month(f, "2024-03")).toEqual({ month: "2024-03", newClient: 0, renewal: 4, trial: 0, retrieved: 0, movedDown: 5, total: 9 });
  });

  it("moves a row across the month boundary with the zone", () => {
    const utc = figures("UTC");
    expect(month(utc, "2024-02")?.movedDown).toBe(9);
    expect(month(utc, "2024-03")?.movedDown).toBe(0);
  });

  it("compares the month so far with the same days of last month, which ends on the leap day", () => {
    expect(figures().soFar).toEqual({ days: 30, thisMonth: 9, lastMonth: 5 });
  });

  it("gives the runway at the last 30 days' pace, and none for an unlimited balance", () => {
    expect(figures().runway).toEqual({ spent30: 9, days: 13 });
    expect(figures("Asia/Tokyo", null).runway).toEqual({ spent30: 9, days: null });
  });
});

describe("clients expiring in the next four weeks", () => {
  it("counts paid clients per week at the months each last paid for, against the balance", () => {
    const weeks = figures().expiring;
    expect(weeks.map((w) => [w.from, w.to])).toEqual([
      ["2024-03-30", "2024-04-05"],
      ["2024-04-06", "2024-04-12"],
      ["2024-04-13", "2024-04-19"],
      ["2024-04-20", "2024-04-26"],
    ]);
    // F (unknown: one month), then G (3 months), then B (1 month); E's trial is left out.
    expect(weeks.map((w) => [w.clients, w.credits, w.enough])).toEqual([
      [1, 1, true],
      [1, 3, true],
      [0, 0, true],
      [1, 1, false],
    ]);
  });

  it("takes the upstream's trial flag where the list carries one", () => {
    const flagged = CLIENTS.map((c) => (c.name === "F" ? { ...c, trial: true } : c));
    expect(figures("Asia/Tokyo", 4, flagged).expiring[0].clients).toBe(0);
  });
});

describe("renewals, trials and new clients per month", () => {
  it("counts a due day renewed within 7 days, before or after the expiry; a retrieve moves the due day", () => {
    const f = figures();
    expect(f.renewals.find((r) => r.month === "2024-02")).toEqual({ month: "2024-02", due: 3, renewed: 2 });
    expect(f.renewals.find((r) => r.month === "2024-03")).toEqual({ month: "2024-03", due: 2, renewed: 0 });
    expect(f.renewals.find((r) => r.month === "2024-01")).toEqual({ month: "2024-01", due: 0, renewed: 0 });
  });

  it("converts a trial when paid months follow it", () => {
    expect(figures().trials.find((t) => t.month === "2024-03")).toEqual({ month: "2024-03", started: 2, converted: 1 });
  });

  it("counts new paid clients and trials per month", () => {
    const f = figures();
    expect(f.newClients.find((n) => n.month === "2024-01")).toEqual({ month: "2024-01", paid: 4, trials: 0 });
    expect(f.newClients.find((n) => n.month === "2024-03")).toEqual({ month: "2024-03", paid: 0, trials: 2 });
  });

  it("counts all and active clients", () => {
    expect(figures().clients).toEqual({ all: 7, active: 5 });
  });
});

describe("the monthly statement", () => {
  it("works the balances back from the balance now and reconciles with the ledger", () => {
    const s = buildStatement("me", "2024-02", LEDGER, 4, "Asia/Tokyo");
    expect(s.closing).toBe(13);
    expect(s.opening).toBe(18);
    expect(s.lines.map((l) => [l.login, l.change, l.balance])).toEqual([
      ["A", -1, 17],
      ["C", 1, 18],
      ["B", -1, 17],
      ["dealer1", -4, 13],
    ]);
    expect(s.totals).toEqual([
      { kind: "renewal", count: 2, credits: 2, change: -2 },
      { kind: "retrieved", count: 1, credits: 1, change: 1 },
      { kind: "movedDown", count: 1, credits: 4, change: -4 },
    ]);
    // March's opening is February's closing.
    expect(buildStatement("me", "2024-03", LEDGER, 4, "Asia/Tokyo").opening).toBe(13);
  });

  it("has no balances for an unlimited account", () => {
    const s = buildStatement("admin", "2024-02", LEDGER, null, "Asia/Tokyo");
    expect([s.opening, s.closing, s.lines[0].balance]).toEqual([null, null, null]);
  });
});

describe("the statement's file", () => {
  const texts: StatementTexts = {
    heading: (month, account) => `Statement ${month} · ${account}`,
    head: ["Date", "Type", "Login", "Credits", "Change", "Balance", "Description"],
    opening: "Opening balance",
    closing: "Closing balance",
    totals: "Totals by kind",
    rows: "Rows",
    unlimited: "Unlimited",
    kinds: {
      newClient: "New client",
      renewal: "Renewal",
      trial: "Trial",
      retrieved: "Retrieved",
      movedDown: "Moved down",
      movedBack: "Taken back",
      received: "Received",
      removed: "Removed",
      other: "Other",
    },
    page: (page) => `Page ${page}`,
  };

  it("puts each balance in the Balance column and every movement between the two balances", () => {
    const table = statementTable(buildStatement("me", "2024-02", LEDGER, 4, "Asia/Tokyo"), texts);
    const balance = texts.head.indexOf("Balance");
    expect(table.body.every((row) => row.length === texts.head.length)).toBe(true);
    expect(table.body[0]).toEqual(["Opening balance", "", "", "", "", "18", ""]);
    expect(table.body.slice(1, 5).map((row) => [row[1], row[2], row[4], row[balance]])).toEqual([
      ["RENEW", "A", "-1", "17"],
      ["RETRIEVED", "C", "+1", "18"],
      ["RENEW", "B", "-1", "17"],
      ["ADD", "dealer1", "-4", "13"],
    ]);
    expect(table.body[5]).toEqual(["Closing balance", "", "", "", "", "13", ""]);
    expect(table.body.at(-1)).toEqual(["Moved down", "", "Rows: 1", "4", "-4", "", ""]);
  });

  it("writes a CSV whose changes stay numbers, while a description that would run as a formula is neutralised", async () => {
    const ledger = [...LEDGER, row("2024-02-20T01:00:00.000Z", "RENEW", "A", 1, "2024-04-05")];
    ledger[ledger.length - 1].description = "=HYPERLINK(1)";
    const csv = await (await statementCsv(statementTable(buildStatement("me", "2024-02", ledger, 4, "Asia/Tokyo"), texts))).text();
    // (Blob.text() reads past the byte-order mark.)
    expect(csv.startsWith("Date,Type,Login,Credits,Change,Balance,Description\r\n")).toBe(true);
    // The extra renewal on 02-20 makes the opening balance 19.
    expect(csv).toContain(",RENEW,A,1,-1,18,\r\n");
    expect(csv).toContain(",RETRIEVED,C,1,+1,19,\r\n");
    expect(csv).toContain(`,RENEW,A,1,-1,17,"'=HYPERLINK(1)"\r\n`);
  });
});
