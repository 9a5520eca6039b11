import { describe, expect, it } from "vitest";
import { pageLocally } from "@/lib/list/local-page";
import { defaultQuery, type QueryOf } from "@/lib/list/query";
import { TICKET_LIST } from "@/lib/lists";
import type { TicketItem } from "@/lib/schemas/tickets";
import { issueTypeLabel, testedLabel, ticketStatus } from "@/lib/ticket-labels";
import { TICKET_RULES } from "@/lib/resources/tickets";

// The upstream answers every ticket the caller sees, newest modified first; the BFF tabs,
// searches, sorts and pages that list (accounts spec §2.8) and the browser gets one page.
const ticket = (id: number, name: string, status: number, type: number, description: string, modified: string): TicketItem => ({
  id,
  name,
  status,
  type,
  description,
  modified,
  device: "",
  isp: "",
  created: "2026-11-01T00:00:00.000Z",
});
const UPSTREAM: TicketItem[] = [
  ticket(5, "dealer", 0, 4, "No sound on the French channels", "2026-11-05T10:00:00.000Z"),
  ticket(4, "dealer_ny", 1, 1, "ESPN 2 shows the ESPN feed", "2026-11-04T10:00:00.000Z"),
  ticket(3, "reseller", 0, 0, "Sports channels freeze in the evening", "2026-11-03T10:00:00.000Z"),
  ticket(2, "dealer", 1, 2, "Please add the RAI channels", "2026-11-02T10:00:00.000Z"),
  ticket(1, "manager", 0, 5, "Cannot log in after a router change", "2026-11-01T10:00:00.000Z"),
];
const page = (query: Partial<QueryOf<typeof TICKET_LIST>>) => pageLocally(UPSTREAM, { ...defaultQuery(TICKET_LIST), ...query }, TICKET_RULES);
const ids = (query: Partial<QueryOf<typeof TICKET_LIST>>) => page(query).rows.map((row) => row.id);

describe("the ticket list, paged by the BFF", () => {
  it("shows every ticket newest modified first by default, with the tab counts", () => {
    expect(page({})).toEqual({ rows: UPSTREAM, total: 5, totalPages: 1, counts: { all: 5, active: 3, closed: 2 } });
  });

  it.each([
    ["active", [5, 3, 1]],
    ["closed", [4, 2]],
  ] as const)("the %s tab shows only those tickets", (tab, expected) => {
    expect(ids({ tab })).toEqual(expected);
  });

  it.each([
    ["the owner's name", "dealer", [5, 4, 2]],
    ["the status", "closed", [4, 2]],
    ["the status, in any case", "Active", [5, 3, 1]],
    ["the description", "channels", [5, 3, 2]],
    ["a part of the description", "espn", [4]],
  ])("searches by %s", (_, q, expected) => {
    expect(ids({ q })).toEqual(expected);
  });

  it("does not search the issue type or match across two fields", () => {
    expect(ids({ q: "Audio" })).toEqual([]);
    expect(ids({ q: "dealer CLOSED" })).toEqual([]);
  });

  it("counts the tabs within the search", () => {
    expect(page({ q: "dealer", tab: "closed" })).toMatchObject({ total: 2, counts: { all: 3, active: 1, closed: 2 } });
  });

  it.each([
    ["modified", [1, 2, 3, 4, 5]],
    ["-modified", [5, 4, 3, 2, 1]],
    // By label: Audio issues, Channel Not Working/Freezing, New Channel request, Other, Wrong Channel.
    ["type", [5, 3, 2, 1, 4]],
    ["-type", [4, 1, 2, 3, 5]],
    ["name", [5, 2, 4, 1, 3]],
    ["-name", [3, 1, 4, 5, 2]],
  ] as const)("sorts by %s", (sort, expected) => {
    expect(ids({ sort })).toEqual(expected);
  });

  it("pages: two per page leaves the fifth ticket alone on page 3", () => {
    expect(page({ size: 2, page: 3 })).toMatchObject({ rows: [UPSTREAM[4]], total: 5, totalPages: 3 });
    expect(ids({ size: 2, page: 2 })).toEqual([3, 2]);
  });
});

describe("how a ticket reads", () => {
  it("labels the six issue types and the Tested answers", () => {
    expect([0, 1, 2, 3, 4, 5].map(issueTypeLabel)).toEqual([
      "Channel Not Working/Freezing",
      "Wrong Channel",
      "New Channel request",
      "New Movie/Series/Episode request",
      "Audio issues",
      "Other",
    ]);
    expect([1, 2].map(testedLabel)).toEqual(["Yes", "No"]);
  });

  it("shows status 0 as ACTIVE in green and anything else as CLOSED in red", () => {
    expect(ticketStatus({ status: 0 })).toEqual({ label: "ACTIVE", tone: "success" });
    expect(ticketStatus({ status: 1 })).toEqual({ label: "CLOSED", tone: "danger" });
    expect(ticketStatus({ status: 2 })).toEqual({ label: "CLOSED", tone: "danger" });
  });
});
