// The verdict on a spending write whose outcome is unknown, from the figures read before it and
// on a repeat (lib/api/settle-by-reading.ts): done only when everything moved by exactly the
// write, not done only when nothing moved and nothing can still be running, unknown otherwise.
import { describe, expect, it } from "vitest";
import { effectOf, IN_FLIGHT_MS, verdictOf, type Evidence, type Figures } from "@/lib/api/settle-by-reading";

const renew = effectOf("clients.renew", { params: { name: "alice" }, body: { months: 2 } });
const before: Figures = { balance: 10, subject: "2026-05-01", ledger: 4 };
const evidence = (over: Partial<Evidence> = {}): Evidence => ({ before, sentAt: 1_000, inFlight: false, process: "p", spends: 1, ...over });
const judge = (now: Figures, { ev = evidence(), at = 2_000, admin = false, concurrent = false } = {}) => verdictOf(renew, ev, now, { at, admin, concurrent });

describe("effectOf", () => {
  it("knows each spending write's effect, and nothing else", () => {
    expect(renew).toEqual({ cost: 2, subject: "later" });
    expect(effectOf("clients.retrieve", { body: { months: 1 } })).toEqual({ cost: -1, subject: "earlier" });
    expect(effectOf("clients.add", { body: { months: 3, login: "bob" } })).toEqual({ cost: 3, subject: "appears" });
    expect(effectOf("dealers.credits", { body: { credits: 5, transaction: 0 } })).toEqual({ cost: 5, subject: { by: 5 } });
    expect(effectOf("resellers.credits", { body: { credits: 5, transaction: 1 } })).toEqual({ cost: -5, subject: { by: -5 } });
    expect(effectOf("clients.add", { body: { months: 0 } })).toBeNull();
    expect(effectOf("dealers.credits", { body: { credits: 5, transaction: 2 } })).toBeNull();
    expect(effectOf("clients.bulkRenew", { body: { months: 1 } })).toBeNull();
  });
});

describe("verdictOf", () => {
  it("done: one ledger row more, the balance down by the cost, the expiry later", () => {
    expect(judge({ balance: 8, subject: "2026-07-01", ledger: 5 })).toBe("done");
  });

  it("not done: nothing moved and the request was answered", () => {
    expect(judge({ balance: 10, subject: "2026-05-01", ledger: 4 })).toBe("not-done");
  });

  it("stays unknown while the request may still be running at the backend, then not done", () => {
    const ev = evidence({ inFlight: true, sentAt: 1_000 });
    const untouched = { balance: 10, subject: "2026-05-01", ledger: 4 };
    expect(judge(untouched, { ev, at: 1_000 + IN_FLIGHT_MS - 1 })).toBe("unknown");
    expect(judge(untouched, { ev, at: 1_000 + IN_FLIGHT_MS })).toBe("not-done");
    // What moved by exactly the write is done at once, in flight or not.
    expect(judge({ balance: 8, subject: "2026-07-01", ledger: 5 }, { ev, at: 1_001 })).toBe("done");
  });

  it.each([
    ["another row in the ledger too", { balance: 8, subject: "2026-07-01", ledger: 6 }],
    ["the balance moved by more", { balance: 7, subject: "2026-07-01", ledger: 5 }],
    ["the expiry moved back", { balance: 8, subject: "2026-04-01", ledger: 5 }],
    ["the expiry did not move", { balance: 8, subject: "2026-05-01", ledger: 5 }],
    ["the ledger could not be read", { balance: 8, subject: "2026-07-01", ledger: null }],
    ["the balance could not be read", { balance: null, subject: "2026-07-01", ledger: 5 }],
    ["the expiry could not be read", { balance: 8, subject: null, ledger: 5 }],
    ["credits arrived (ledger and balance moved, expiry not)", { balance: 11, subject: "2026-05-01", ledger: 5 }],
    ["a write undone by another (two rows, figures back)", { balance: 10, subject: "2026-05-01", ledger: 6 }],
  ])("unknown when %s", (_why, now) => {
    expect(judge(now)).toBe("unknown");
  });

  it("unknown whatever the figures when another spend of the caller went out meanwhile", () => {
    expect(judge({ balance: 8, subject: "2026-07-01", ledger: 5 }, { concurrent: true })).toBe("unknown");
    expect(judge({ balance: 10, subject: "2026-05-01", ledger: 4 }, { concurrent: true })).toBe("unknown");
  });

  it("unknown when the figures before could not be read", () => {
    const ev = evidence({ before: { balance: null, subject: "2026-05-01", ledger: 4 } });
    expect(judge({ balance: 8, subject: "2026-07-01", ledger: 5 }, { ev })).toBe("unknown");
  });

  it("for the admin, whose balance is unlimited, decides on the ledger and the subject", () => {
    const ev = evidence({ before: { balance: null, subject: "2026-05-01", ledger: 4 } });
    expect(judge({ balance: null, subject: "2026-07-01", ledger: 5 }, { ev, admin: true })).toBe("done");
    expect(judge({ balance: null, subject: "2026-05-01", ledger: 4 }, { ev, admin: true })).toBe("not-done");
  });

  it("a client added: found after and not before is done; still not found with nothing moved is not done", () => {
    const add = effectOf("clients.add", { body: { months: 1, login: "bob" } });
    const ev = evidence({ before: { balance: 10, subject: null, ledger: 4 } });
    const at = { at: 2_000, admin: false, concurrent: false };
    expect(verdictOf(add, ev, { balance: 9, subject: "2026-06-01", ledger: 5 }, at)).toBe("done");
    expect(verdictOf(add, ev, { balance: 10, subject: null, ledger: 4 }, at)).toBe("not-done");
    expect(verdictOf(add, ev, { balance: 9, subject: null, ledger: 5 }, at)).toBe("unknown");
  });

  it("a credit move: the account's credits by exactly the amount", () => {
    const move = effectOf("dealers.credits", { body: { credits: 5, transaction: 0 } });
    const ev = evidence({ before: { balance: 100, subject: "20", ledger: 4 } });
    const at = { at: 2_000, admin: false, concurrent: false };
    expect(verdictOf(move, ev, { balance: 95, subject: "25", ledger: 5 }, at)).toBe("done");
    expect(verdictOf(move, ev, { balance: 95, subject: "26", ledger: 5 }, at)).toBe("unknown");
    expect(verdictOf(move, ev, { balance: 100, subject: "20", ledger: 4 }, at)).toBe("not-done");
  });
});
