import { describe, expect, it } from "vitest";
import { formShape, isDirty, isSecretField, restorableFields, unsavedFields } from "@/lib/unsaved/fields";
import { dropStashUnlessFor, readStash, takeFromStash, writeStash } from "@/lib/unsaved/stash";

/** sessionStorage's three calls, in memory. */
function memoryStore(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const baseline = { login: "", password: "", parent_pass: "", confirm: "", description: "", months: 3, packages: [] as number[], status: true };

describe("a form's unsaved fields", () => {
  it.each(["password", "parent_pass", "confirm", "new-password", "captcha", "token"])("treats %s as a secret", (field) => {
    expect(isSecretField(field)).toBe(true);
  });

  it.each(["login", "description", "months", "desc", "message"])("keeps %s", (field) => {
    expect(isSecretField(field)).toBe(false);
  });

  it("is dirty only where an edited field differs from the baseline", () => {
    const values = { ...baseline, description: "hello", months: 6 };
    expect(isDirty(values, baseline, new Set())).toBe(false);
    expect(isDirty(values, baseline, new Set(["description"] as const))).toBe(true);
    expect(isDirty({ ...values, description: "" }, baseline, new Set(["description"] as const))).toBe(false);
    expect(isDirty({ ...baseline, packages: [1, 2] }, baseline, new Set(["packages"] as const))).toBe(true);
  });

  it("keeps the changed fields but never a password", () => {
    const values = { ...baseline, login: "alice", password: "s3cret", parent_pass: "1234", confirm: "s3cret", months: 6, packages: [4] };
    expect(unsavedFields(values, baseline)).toEqual({ login: "alice", months: 6, packages: [4] });
  });

  it("puts back only the form's own, non-secret fields of the right type", () => {
    const stashed = { login: "alice", password: "s3cret", months: "6", packages: [4], status: false, injected: "x" };
    expect(restorableFields(stashed, baseline)).toEqual({ login: "alice", packages: [4], status: false });
  });

  it("names a form by its fields, in any order", () => {
    expect(formShape({ b: 1, a: 2 })).toBe(formShape({ a: 0, b: 0 }));
    expect(formShape({ months: 0 })).not.toBe(formShape({ password: "" }));
  });
});

describe("the stash kept across a sign-in", () => {
  const stash = { user: "dealer", path: "/addclient", forms: { "a,b#0": { login: "alice", password: "s3cret" }, "months#1": { months: 6 } } };

  it("is written without passwords and read back", () => {
    const store = memoryStore();
    writeStash(store, stash);
    expect(store.items.get("panel:unsaved")).not.toContain("s3cret");
    expect(readStash(store)).toEqual({ ...stash, forms: { "a,b#0": { login: "alice" }, "months#1": { months: 6 } } });
  });

  it("hands each form its own fields once, to the same user on the same path", () => {
    const store = memoryStore();
    writeStash(store, stash);
    expect(takeFromStash(store, "reseller", "/addclient", "months#1")).toBeNull();
    expect(takeFromStash(store, "dealer", "/clients", "months#1")).toBeNull();
    expect(takeFromStash(store, "dealer", "/addclient", "months#1")).toEqual({ months: 6 });
    expect(takeFromStash(store, "dealer", "/addclient", "months#1")).toBeNull();
    expect(takeFromStash(store, "dealer", "/addclient", "a,b#0")).toEqual({ login: "alice" });
    expect(store.items.has("panel:unsaved")).toBe(false);
  });

  it("is dropped on another page or for another user, and kept on its own page", () => {
    const store = memoryStore();
    writeStash(store, { ...stash, path: "/updateclient?name=alice" });
    dropStashUnlessFor(store, "dealer", "/updateclient");
    expect(readStash(store)).not.toBeNull();
    dropStashUnlessFor(store, "dealer", "/");
    expect(readStash(store)).toBeNull();
    writeStash(store, stash);
    dropStashUnlessFor(store, "admin", "/addclient");
    expect(readStash(store)).toBeNull();
  });

  it.each(["not json", "null", "[]", '{"user":1,"path":"/","forms":{}}', '{"user":"dealer","path":"/"}'])("reads %s as no stash", (raw) => {
    expect(readStash(memoryStore({ "panel:unsaved": raw }))).toBeNull();
  });

  it("writes nothing when nothing is unsaved", () => {
    const store = memoryStore({ "panel:unsaved": JSON.stringify(stash) });
    writeStash(store, { user: "dealer", path: "/addclient", forms: { "password#0": { password: "x" } } });
    expect(store.items.has("panel:unsaved")).toBe(false);
  });
});
