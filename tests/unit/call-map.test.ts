// lib/backends/spec-only/call-map: the operator's upstream-calls.json is checked by own properties only. An
// operation named like a property every object inherits (`constructor`, `toString`) or the
// prototype itself (`__proto__`) is refused as unknown, with the file and the name in the
// message, instead of crashing without naming the file or being dropped without a word.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkCallMap, readCallMap } from "@/lib/backends/spec-only/call-map";

const dir = mkdtempSync(path.join(tmpdir(), "call-map-"));
function file(text: string): string {
  const name = path.join(dir, `calls-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(name, text);
  return name;
}

describe("upstream-calls.json", () => {
  it("reads a good mapping", () => {
    const name = file(JSON.stringify({ "dealers.list": { admin: "/admin/dealerlist" } }));
    expect(readCallMap(name)).toEqual({ "dealers.list": { admin: "/admin/dealerlist" } });
  });

  it.each(["constructor", "toString", "hasOwnProperty", "__proto__", "valueOf"])("refuses the operation %s, naming the file and the operation", (operation) => {
    const name = file(`{"${operation}": {"admin": "/admin/x"}}`);
    expect(() => readCallMap(name)).toThrow(`${name}: ${operation}: unknown operation (one of: `);
  });

  it.each(["constructor", "__proto__", "toString"])("refuses the role %s of a known operation", (role) => {
    const name = file(`{"dealers.list": {"${role}": "/admin/x"}}`);
    expect(() => readCallMap(name)).toThrow(`${name}: dealers.list → ${role}: the panel has no dealers.list for the role "${role}"`);
  });

  it.each([
    ["an array", "[]", "must be an object: operation → role → path"],
    ["a role map that is a string", `{"dealers.list": "/admin/x"}`, "dealers.list: must be an object: role → path"],
    ["a path with ..", `{"dealers.list": {"admin": "/admin/../x"}}`, "dealers.list → admin: a path without .."],
  ])("refuses %s, saying where", (_, text, problem) => {
    const name = file(text);
    expect(() => readCallMap(name)).toThrow(`${name}: ${problem}`);
  });

  it("keeps nothing an object inherits in the mapping it returns", () => {
    const checked = checkCallMap(JSON.parse('{"dealers.list": {"admin": "/admin/dealerlist"}}'));
    expect("mapped" in checked && Object.getPrototypeOf(checked.mapped)).toBeNull();
  });
});
