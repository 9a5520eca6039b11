import { describe, expect, it } from "vitest";
import { describeChange, formatAuditSearch, parseAuditSearch } from "@/features/journal/upstream/search";
import { english, englishExportTexts } from "./support/english";
import { auditExport } from "@/features/journal/export/upstream-audit-export";

describe("the audit search box", () => {
  it.each([
    ["maria", { search: "maria" }],
    ["actor:dealer action:client.renew", { search: "", actor: "dealer", action: "client.renew" }],
    ["from:2026-11-01 to:2026-11-22 maria r", { search: "maria r", from: "2026-11-01", to: "2026-11-22" }],
    ["note:x", { search: "note:x" }],
    ["target:maria Action:client.reset", { search: "", target: "maria", action: "client.reset" }],
    // A value the upstream would refuse is never forwarded as a filter: it stays plain search text.
    ["action:client.explode", { search: "action:client.explode" }],
    ["from:2026-02-30 to:yesterday", { search: "from:2026-02-30 to:yesterday" }],
    ["actor:no/slash", { search: "actor:no/slash" }],
    [`actor:${"a".repeat(16)}`, { search: `actor:${"a".repeat(16)}` }],
  ])("%s", (q, expected) => {
    expect(parseAuditSearch(q)).toEqual(expected);
  });

  it("writes the fields' filters back as search text that parses to the same filters", () => {
    const filters = { search: "maria r", actor: "dealer", action: "client.renew", target: "bob", from: "2026-11-01", to: "2026-11-22" };
    const q = formatAuditSearch(filters);
    expect(q).toBe("actor:dealer action:client.renew target:bob from:2026-11-01 to:2026-11-22 maria r");
    expect(parseAuditSearch(q)).toEqual(filters);
  });

  it("leaves out empty filters and keeps one word of a value", () => {
    expect(formatAuditSearch({ search: "", actor: "", from: "2026-11-01" })).toBe("from:2026-11-01");
    expect(formatAuditSearch({ search: " x ", target: "ticket #12" })).toBe("target:ticket x");
  });
});

describe("changes and the export row", () => {
  it("shows before → after in words, a value set or removed without a dash, and a secret only as changed", async () => {
    const t = await english("audit");
    expect(describeChange({ field: "expiry", before: "2026-12-01", after: "2027-01-01" }, t)).toBe("Expiry: 2026-12-01 → 2027-01-01");
    expect(describeChange({ field: "months", before: null, after: 1 }, t)).toBe("Months: 1");
    expect(describeChange({ field: "phone", before: "555", after: "" }, t)).toBe("Phone: 555 removed");
    expect(describeChange({ field: "trial", before: true, after: false }, t)).toBe("Trial: yes → no");
    expect(describeChange({ field: "password", changed: true }, t)).toBe("Password: changed");
    expect(describeChange({ field: "reseller1 credits", before: 5, after: 3 }, t)).toBe("reseller1 credits: 5 → 3");
  });

  it("builds the CSV row as the screen shows it", async () => {
    const row = auditExport.row(
      {
        id: 1,
        created: "2026-11-02T14:31:00.000Z",
        actor: "admin",
        role: "admin",
        action: "client.renew",
        target: "maria",
        changes: [
          { field: "expiry", before: "2026-12-01", after: "2027-01-01" },
          { field: "months", before: null, after: 1 },
        ],
      },
      "2026-11-02",
      await englishExportTexts(),
    );
    expect(row).toEqual(["2026-11-02 02:31 PM", "admin", "admin", "Client renewed", "maria", "Expiry: 2026-12-01 → 2027-01-01; Months: 1"]);
  });
});
