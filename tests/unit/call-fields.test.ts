// The operator's field map of mapped calls (lib/upstream/call-fields.ts): checked at start against
// the call map and the fields the panel reads, and applied to the answers' rows.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { applyCallFields, readCallFields } from "@/lib/upstream/call-fields";

const MAPPED = { "dealers.list": { reseller: "/reseller/mydealers" }, "transactions.ofAccount": { admin: "/admin/ledger" } };

function withFields(content: unknown) {
  const dir = mkdtempSync(path.join(tmpdir(), "call-fields-"));
  const calls = path.join(dir, "upstream-calls.json");
  writeFileSync(calls, JSON.stringify(MAPPED));
  writeFileSync(path.join(dir, "upstream-fields.json"), typeof content === "string" ? content : JSON.stringify(content));
  return calls;
}

describe("upstream-fields.json", () => {
  it("is optional", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "call-fields-"));
    expect(readCallFields(path.join(dir, "upstream-calls.json"), MAPPED)).toEqual({});
  });

  it("reads the fields and the rows' path of each mapped operation", () => {
    const calls = withFields({ "dealers.list": { rows: "result.items", fields: { dealer: "username", credits: "balance" } } });
    expect(readCallFields(calls, MAPPED)).toEqual({ "dealers.list": { rows: "result.items", fields: { dealer: "username", credits: "balance" } } });
  });

  it.each([
    [
      "a field the panel does not read",
      { "dealers.list": { fields: { login: "username" } } },
      /upstream-fields\.json: dealers\.list → fields → login: the panel reads no such field/,
    ],
    ["an operation without a list to map", { credits: { fields: { credits: "balance" } } }, /upstream-fields\.json: credits: no field map for this operation/],
    [
      "an operation the call map does not map",
      { "resellers.list": { fields: { reseller: "username" } } },
      /resellers\.list: not mapped in upstream-calls\.json/,
    ],
    ["an unknown key", { "dealers.list": { field: {} } }, /upstream-fields\.json: dealers\.list: Unrecognized key/],
    ["a path that is no field name", { "dealers.list": { fields: { dealer: "a..b" } } }, /dealers\.list → fields → dealer: a field name, or a dotted path/],
    ["text that is not JSON", "{", /upstream-fields\.json is not valid JSON/],
  ])("refuses %s, naming the file, the operation and the field", (_, content, message) => {
    expect(() => readCallFields(withFields(content), MAPPED)).toThrow(message);
  });
});

describe("applyCallFields", () => {
  it("copies each mapped field to the panel's name, rows found by their path or bare or in { data }", () => {
    const map = { fields: { dealer: "username", reseller: "owner.name", credits: "balance" } };
    const row = { username: "d1", owner: { name: "r1" }, balance: "5", clients_count: 2 };
    const want = { ...row, dealer: "d1", reseller: "r1", credits: "5" };
    expect(applyCallFields([row], map)).toEqual([want]);
    expect(applyCallFields({ data: [row], meta: {} }, map)).toEqual({ data: [want], meta: {} });
    expect(applyCallFields({ result: { items: [row] } }, { ...map, rows: "result.items" })).toEqual([want]);
  });
});
