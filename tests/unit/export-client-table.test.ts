import { describe, expect, it } from "vitest";
import { EXPORT_TABLES } from "@/app/_exports/tables";
import { buildTable, EXPORT_FILE, headOf } from "@/lib/export/tables/table";
import { buildCsv, csvFile, csvLines } from "@/lib/export/csv";
import type { ClientRow } from "@/lib/schemas/client-list";
import { clientListRow } from "../support/fixtures";
import { englishExportTexts } from "./support/english";

const texts = await englishExportTexts();

const TODAY = "2026-11-22";

const client = (overrides: Partial<ClientRow>): ClientRow => clientListRow(overrides);

describe("client export table (clients spec §2, §9)", () => {
  it("is named myClients and has the list's columns", () => {
    expect(EXPORT_FILE).toBe("myClients");
    expect(headOf(EXPORT_TABLES.clients, texts)).toEqual(["Login", "Description", "MAC", "Ministra", "Status", "Expiry"]);
  });

  it.each([
    // what,                         row,                                                      cells
    ["an active client", client({}), ["alice", "Living room", "00:1A:79:00:00:01", "No", "ACTIVE", "2026-12-01"]],
    ["a disabled client", client({ status: false }), ["alice", "Living room", "00:1A:79:00:00:01", "No", "INACTIVE", "2026-12-01"]],
    ["a client expiring today", client({ expiry: "2026-11-22T00:00:00Z" }), ["alice", "Living room", "00:1A:79:00:00:01", "No", "ACTIVE", "2026-11-22"]],
    ["an expired client, flag on", client({ expiry: "2026-11-21" }), ["alice", "Living room", "00:1A:79:00:00:01", "No", "INACTIVE", "2026-11-21"]],
    ["a Ministra client without MAC", client({ ministra: true, mac: "" }), ["alice", "Living room", "", "Yes", "ACTIVE", "2026-12-01"]],
    ["missing description and expiry", client({ description: "", expiry: null }), ["alice", "", "00:1A:79:00:00:01", "No", "INACTIVE", ""]],
    [
      "a multi-line description",
      client({ description: "line one\r\n  line two\n" }),
      ["alice", "line one line two", "00:1A:79:00:00:01", "No", "ACTIVE", "2026-12-01"],
    ],
  ] as const)("maps %s as displayed", (_what, row, cells) => {
    expect(EXPORT_TABLES.clients.row(row, TODAY, texts)).toEqual(cells);
  });

  it("keeps the order of the rows", () => {
    const table = buildTable(EXPORT_TABLES.clients, [client({ name: "b" }), client({ name: "a" })], TODAY, texts);
    expect(table.head).toEqual(headOf(EXPORT_TABLES.clients, texts));
    expect(table.body.map((cells) => cells[0])).toEqual(["b", "a"]);
  });
});

describe("CSV file", () => {
  it("starts with a BOM, quotes commas and quotes, and defuses formulas", async () => {
    const table = buildTable(
      EXPORT_TABLES.clients,
      [client({ description: 'Hall, "big" TV' }), client({ name: "bob", description: "=HYPERLINK(1)" })],
      TODAY,
      texts,
    );
    const blob = buildCsv(table);
    expect(blob.type).toBe("text/csv;charset=utf-8");
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split("\r\n")).toEqual([
      "Login,Description,MAC,Ministra,Status,Expiry",
      'alice,"Hall, ""big"" TV",00:1A:79:00:00:01,No,ACTIVE,2026-12-01',
      'bob,"\'=HYPERLINK(1)",00:1A:79:00:00:01,No,ACTIVE,2026-12-01',
    ]);
  });

  it("is the same written a page at a time as written whole, empty pages left out", async () => {
    const rows = ["a", "b", "c", "d"].map((name) => EXPORT_TABLES.clients.row(client({ name }), TODAY, texts));
    const whole = await buildCsv({ head: headOf(EXPORT_TABLES.clients, texts), body: rows }).text();
    const paged = await csvFile(headOf(EXPORT_TABLES.clients, texts), [
      csvLines(rows.slice(0, 1)),
      csvLines([]),
      csvLines(rows.slice(1, 3)),
      csvLines(rows.slice(3)),
    ]).text();
    expect(paged).toBe(whole);
    expect(await csvFile(headOf(EXPORT_TABLES.clients, texts), [csvLines([])]).text()).toBe(
      await buildCsv({ head: headOf(EXPORT_TABLES.clients, texts), body: [] }).text(),
    );
  });
});
