// What an edit changed: the fields sent compared with the record its account's edit screen read,
// each field in one form on both sides (a flag 1 is true, a MAC in any case is the same MAC, the
// custom packages in any order are the same), a secret told changed without its value, and the
// lines the Audit Log shows for them.
import { describe, expect, it } from "vitest";
import { changesOf, rememberShown } from "@/features/journal/server/changes";
import { changeLines } from "@/features/journal/labels";
import type { Translate } from "@/i18n/translator";

const record = {
  name: "maria",
  password: "old-pass",
  parent_pass: "0000",
  description: "Living room",
  mac: "00:1a:79:00:00:01",
  ministra: false,
  status: 1,
  phone: "",
  package_selection: 3,
  packages: [5, 2, 9],
  server: 1,
  alt_player: false,
  theme: "classic",
};
/** The body the BFF sends for that record unchanged (lib/upstream/clients.ts saveClient). */
const unchanged = {
  login: "maria",
  password: "old-pass",
  stb_mac: "00:1A:79:00:00:01",
  ministra: false,
  months: 0,
  desc: "Living room",
  phone: "",
  package_selection: 3,
  packages: [2, 5, 9],
  server: "1",
  status: true,
  alt_player: false,
  theme: "classic",
};
let reader = 0;
const shownTo = (fields: Record<string, unknown>, at = Date.now()) => {
  const accountId = `reader-${reader++}`;
  rememberShown({ accountId, targetKind: "client", target: "maria", record: fields }, at);
  return accountId;
};

describe("what an edit changed", () => {
  it("finds no change where only the forms differ", () => {
    expect(changesOf(shownTo(record), "clients.save", "maria", unchanged)).toMatchObject({ changes: [] });
  });

  it("keeps each changed field before and after, and a secret as changed only", () => {
    const edited = { ...unchanged, desc: "Bedroom", package_selection: 8, packages: [], password: "new-pass", status: false };
    const found = changesOf(shownTo(record), "clients.save", "maria", edited)!;
    expect(found.changes).toEqual([
      { field: "password" },
      { field: "description", before: "Living room", after: "Bedroom" },
      { field: "package_selection", before: 3, after: 8 },
      { field: "status", before: true, after: false },
    ]);
    expect(JSON.stringify(found)).not.toMatch(/old-pass|new-pass/);
  });

  it("knows nothing without the account's own recent read, or for a write that is not an edit", () => {
    const accountId = shownTo(record, Date.now() - 2 * 60 * 60 * 1000);
    expect(changesOf(accountId, "clients.save", "maria", unchanged)).toBeUndefined();
    expect(changesOf("nobody", "clients.save", "maria", unchanged)).toBeUndefined();
    expect(changesOf(shownTo(record), "clients.renew", "maria", { name: "maria", months: 1 })).toBeUndefined();
  });

  it("leaves out a field whose before the read did not carry", () => {
    const accountId = "manager-1";
    rememberShown({ accountId, targetKind: "account", target: "shop", record: { name: "shop", owner: "", description: "Old" } });
    expect(changesOf(accountId, "dealers.edit", "shop", { name: "shop", reseller: "bluewave", description: "New" })!.changes).toEqual([
      { field: "description", before: "Old", after: "New" },
    ]);
  });

  it("reads as lines in the reader's words", () => {
    const t = ((key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ""}`) as Translate;
    expect(
      changeLines(
        {
          changes: [{ field: "ministra", before: false, after: true }, { field: "packages", before: [2, 5], after: [] }, { field: "password" }],
        },
        t,
      ),
    ).toEqual([
      'journal.change{"field":"journal.fields.ministra","before":"journal.no","after":"journal.yes"}',
      'journal.change{"field":"journal.fields.packages","before":"2, 5","after":"journal.none"}',
      'journal.secretChanged{"field":"journal.fields.password"}',
    ]);
    expect(changeLines({ changes: [] }, t)).toEqual(["journal.noChange"]);
    expect(changeLines({}, t)).toEqual([]);
  });
});
