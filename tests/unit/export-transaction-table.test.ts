import { describe, expect, it } from "vitest";
import { EXPORT_TABLES } from "@/app/_exports/tables";
import { buildTable, headOf } from "@/lib/export/tables/table";
import type { LedgerRow } from "@/lib/schemas/ledger";
import { englishExportTexts } from "./support/english";

const texts = await englishExportTexts();

const TODAY = "2026-11-22";

const row = (overrides: Partial<LedgerRow>): LedgerRow => ({
  position: 1,
  created: "2026-11-02T14:31:00.000Z",
  type: "RENEW",
  login: "mariar7029",
  credits: 3,
  expiry: "2027-02-02",
  description: "3 months",
  ...overrides,
});

describe("transactions export table (accounts spec §2.3)", () => {
  it("has every ledger column, the dealer's table's", () => {
    expect(headOf(EXPORT_TABLES.transactions, texts)).toEqual(["Date", "Type", "Credits", "Login", "Expiry", "Description"]);
    expect(EXPORT_TABLES.transactions.wideColumn).toBe(5);
  });

  it.each([
    // what,                              row,                                                               cells
    ["a renewal, afternoon", row({}), ["2026-11-02 02:31 PM", "RENEW", "3", "mariar7029", "2027-02-02", "3 months"]],
    [
      "a transfer: no expiry",
      row({ type: "RECEIVED", login: "reseller", credits: 50, expiry: null, description: "" }),
      ["2026-11-02 02:31 PM", "RECEIVED", "50", "reseller", "", ""],
    ],
    ["midnight UTC reads 12 AM", row({ created: "2026-11-03T00:05:00.000Z" }), ["2026-11-03 12:05 AM", "RENEW", "3", "mariar7029", "2027-02-02", "3 months"]],
    ["noon UTC reads 12 PM", row({ created: "2026-11-03T12:00:00.000Z" }), ["2026-11-03 12:00 PM", "RENEW", "3", "mariar7029", "2027-02-02", "3 months"]],
    [
      "a delete by MAC",
      row({ type: "DELETED", credits: 0, description: "Deleted to free MAC\n00:1A:79:00:00:01" }),
      ["2026-11-02 02:31 PM", "DELETED", "0", "mariar7029", "2027-02-02", "Deleted to free MAC 00:1A:79:00:00:01"],
    ],
    ["no login or description", row({ login: null, description: null }), ["2026-11-02 02:31 PM", "RENEW", "3", "", "2027-02-02", ""]],
    [
      "a large amount, no thousands separator",
      row({ type: "ADD", credits: 10000 }),
      ["2026-11-02 02:31 PM", "ADD", "10000", "mariar7029", "2027-02-02", "3 months"],
    ],
  ] as const)("maps %s", (_what, ledgerRow, cells) => {
    expect(EXPORT_TABLES.transactions.row(ledgerRow, TODAY, texts)).toEqual(cells);
  });

  it("keeps the rows in the list's order", () => {
    const table = buildTable(EXPORT_TABLES.transactions, [row({ login: "b" }), row({ login: "a" })], TODAY, texts);
    expect(table.body.map((cells) => cells[3])).toEqual(["b", "a"]);
  });
});
