import { describe, expect, it } from "vitest";
import { describeChange, parseAuditSearch } from "@/lib/audit/search";
import { auditExport } from "@/lib/export/tables/audit";

describe("the audit search box", () => {
  it.each([
    ["maria", { search: "maria" }],
    ["actor:dealer action:client.renew", { search: "", actor: "dealer", action: "client.renew" }],
    ["from:2026-11-01 to:2026-11-22 maria r", { search: "maria r", from: "2026-11-01", to: "2026-11-22" }],
    ["note:x", { search: "note:x" }],
  ])("%s", (q, expected) => {
    expect(parseAuditSearch(q)).toEqual(expected);
  });
});

describe("changes and the export row", () => {
  it("shows before → after, and a secret only as changed", () => {
    expect(describeChange({ field: "expiry", before: "2026-12-01", after: "2027-01-01" })).toBe("expiry: 2026-12-01 → 2027-01-01");
    expect(describeChange({ field: "credits", before: null, after: 5 })).toBe("credits: — → 5");
    expect(describeChange({ field: "password", changed: true })).toBe("password: changed");
  });

  it("builds the CSV row as the screen shows it", () => {
    const row = auditExport.row(
      { id: 1, created: "2026-11-02T14:31:00.000Z", actor: "admin", role: "admin", action: "client.renew", target: "maria", changes: [{ field: "expiry", before: "2026-12-01", after: "2027-01-01" }, { field: "months", before: null, after: 1 }] },
      "2026-11-02",
    );
    expect(row).toEqual(["2026-11-02 02:31 PM", "admin", "admin", "Client renewed", "maria", "expiry: 2026-12-01 → 2027-01-01; months: — → 1"]);
  });
});
