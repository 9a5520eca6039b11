import { IMask } from "react-imask";
import { describe, expect, it } from "vitest";
import { spendNote } from "@/features/credits/model/cost";
import { ADD_DEFAULTS, addPayload } from "@/features/clients/model/form-values";
import { MAC_MASK, PHONE_MASK } from "@/components/ui/masks";
import { ROLES, type Role } from "@/lib/roles";
import { addClientSchema, fieldErrors, MAC_PATTERN, MESSAGES, PHONE_PATTERN, updateClientSchema, type ClientFormContext } from "@/lib/schemas/client";
import { validClientInput } from "@/tests/support/fixtures";

// The clients spec §5, read again here: each rule, the input that breaks it, the words shown.
const PACKAGE_IDS = [101, 102, 201, 202];
const OWNERS: Record<Role, { reseller: string; dealer: string }> = {
  dealer: { reseller: "", dealer: "" },
  reseller: { reseller: "", dealer: "d1" },
  manager: { reseller: "r1", dealer: "d1" },
  admin: { reseller: "r1", dealer: "d1" },
};
const valid = (role: Role) => validClientInput(OWNERS[role]);

type Form = "add" | "update";
const schemaFor = (form: Form, context: ClientFormContext) => (form === "add" ? addClientSchema(context) : updateClientSchema(context));

function errorsOf(form: Form, role: Role, input: Record<string, unknown>) {
  const result = schemaFor(form, { role, availablePackageIds: PACKAGE_IDS }).safeParse({ ...valid(role), ...input });
  return result.success ? {} : fieldErrors(result.error);
}

type Case = [keyof typeof MESSAGES, Form, Role, Record<string, unknown>, string];
const MESSAGE_CASES: Case[] = [
  ["loginRequired", "add", "dealer", { login: "" }, "login"],
  ["loginTooLong", "add", "reseller", { login: "a".repeat(16) }, "login"],
  ["passwordRequired", "add", "manager", { password: "" }, "password"],
  ["passwordTooLong", "add", "admin", { password: "p".repeat(16) }, "password"],
  ["passwordTooShort", "update", "dealer", { password: "p" }, "password"],
  ["descriptionTooLong", "add", "dealer", { description: "d".repeat(500) }, "description"],
  ["phone", "add", "dealer", { phone: "(555) 123-45" }, "phone"],
  ["phone", "update", "reseller", { phone: "(055) 123-4567" }, "phone"],
  ["macRequired", "add", "dealer", { mac: "" }, "mac"],
  ["macFormat", "add", "dealer", { mac: "00:1A:79:AB:CD" }, "mac"],
  ["macFormat", "update", "manager", { mac: "00-1A-79-AB-CD-EF" }, "mac"],
  ["reseller", "add", "manager", { reseller: "" }, "reseller"],
  ["reseller", "update", "admin", { reseller: "" }, "reseller"],
  ["dealer", "add", "reseller", { dealer: "" }, "dealer"],
  ["dealer", "add", "manager", { dealer: "" }, "dealer"],
  ["dealer", "update", "admin", { dealer: "" }, "dealer"],
  ["noPackage", "add", "dealer", { package_selection: 3, packages: [] }, "packages"],
  ["allPackages", "update", "dealer", { package_selection: 3, packages: [...PACKAGE_IDS] }, "packages"],
  ["loginCharacters", "add", "dealer", { login: "a/b" }, "login"],
  ["ownerTooLong", "add", "admin", { reseller: "r".repeat(16) }, "reseller"],
  ["macTooLong", "update", "dealer", { o_mac: "A".repeat(18) }, "o_mac"],
  ["tooManyPackages", "add", "dealer", { package_selection: 3, packages: Array.from({ length: 501 }, (_, i) => i + 1) }, "packages"],
  ["packageId", "add", "dealer", { package_selection: 0 }, "package_selection"],
];

describe("client form messages (spec §5)", () => {
  it("covers every message", () => {
    expect(new Set(MESSAGE_CASES.map(([key]) => key))).toEqual(new Set(Object.keys(MESSAGES)));
  });

  it.each(MESSAGE_CASES)("%s: the %s form of a %s says it for %j", (key, form, role, input, field) => {
    expect(errorsOf(form, role, input)[field]).toBe(MESSAGES[key]);
  });

  it.each(ROLES.flatMap((role) => (["add", "update"] as const).map((form) => [role, form] as const)))("a complete %s %s form passes", (role, form) => {
    expect(errorsOf(form, role, {})).toEqual({});
  });

  it.each([
    ["login", { login: "a".repeat(15) }],
    ["password", { password: "p".repeat(15) }],
    ["description", { description: "d".repeat(499) }],
    ["phone", { phone: "(555) 123-4567" }],
    ["mac", { mac: "aa:bb:cc:dd:ee:ff" }],
  ])("accepts %s at its limit or in its format", (field, input) => {
    expect(errorsOf("add", "dealer", input)[field]).toBeUndefined();
  });
});

describe("owners per role", () => {
  it.each([
    ["dealer", false, false],
    ["reseller", false, true],
    ["manager", true, true],
    ["admin", true, true],
  ] as const)("the %s form requires a reseller: %s, a dealer: %s", (role, reseller, dealer) => {
    const errors = errorsOf("add", role, { reseller: "", dealer: "" });
    expect(errors.reseller).toBe(reseller ? MESSAGES.reseller : undefined);
    expect(errors.dealer).toBe(dealer ? MESSAGES.dealer : undefined);
  });
});

describe("Ministra", () => {
  it.each(["", "not a mac", "00:1A"])("with Ministra ticked the MAC %j is not required or checked", (mac) => {
    expect(errorsOf("add", "dealer", { ministra: true, mac }).mac).toBeUndefined();
    expect(errorsOf("update", "dealer", { ministra: true, mac }).mac).toBeUndefined();
  });

  it("sends no MAC for a Ministra client, and an upper-case one otherwise", () => {
    expect(addPayload({ ...ADD_DEFAULTS, ministra: true, mac: "AA:BB:CC:DD:EE:FF" }).mac).toBe("");
    expect(addPayload({ ...ADD_DEFAULTS, mac: "aa:bb:cc:dd:ee:ff" }).mac).toBe("AA:BB:CC:DD:EE:FF");
  });
});

describe("custom package selection (tariff 3)", () => {
  it.each([
    ["none", [], MESSAGES.noPackage],
    ["all", [...PACKAGE_IDS], MESSAGES.allPackages],
    ["all, in another order", [202, 201, 102, 101], MESSAGES.allPackages],
    ["some", [101, 201], undefined],
    ["one", [202], undefined],
  ])("choosing %s gives %j", (_label, packages, message) => {
    expect(errorsOf("add", "dealer", { package_selection: 3, packages }).packages).toBe(message);
  });

  it("ignores the package list for a preset", () => {
    expect(errorsOf("add", "dealer", { package_selection: 8, packages: [] }).packages).toBeUndefined();
  });

  it("cannot tell 'all' before the server's list is known, so only 'none' is refused then", () => {
    const schema = addClientSchema({ role: "dealer" });
    expect(schema.safeParse({ ...valid("dealer"), package_selection: 3, packages: [...PACKAGE_IDS] }).success).toBe(true);
    expect(schema.safeParse({ ...valid("dealer"), package_selection: 3, packages: [] }).success).toBe(false);
  });
});

describe("the update form's password", () => {
  it.each([
    ["", MESSAGES.passwordRequired],
    ["p", MESSAGES.passwordTooShort],
    ["pw", undefined],
    ["p".repeat(15), undefined],
    ["p".repeat(16), MESSAGES.passwordTooLong],
  ])("%j gives %j", (password, message) => {
    expect(errorsOf("update", "dealer", { password }).password).toBe(message);
  });

  it("allows one character when adding", () => {
    expect(errorsOf("add", "dealer", { password: "p" }).password).toBeUndefined();
  });
});

/** What the masked input shows after this text is typed or pasted. */
function typeInto(mask: typeof MAC_MASK, text: string) {
  const masked = IMask.createMask({ ...mask });
  masked.resolve(text);
  return { value: masked.value, unmasked: masked.unmaskedValue };
}

describe("masks", () => {
  it.each([
    ["aabbccddeeff", "AA:BB:CC:DD:EE:FF"],
    ["00:1a:79:ab:cd:ef", "00:1A:79:AB:CD:EF"],
    ["0g0h1a79abcdefff", "00:1A:79:AB:CD:EF"],
  ])("MAC: %j becomes %j, which the schema accepts", (typed, shown) => {
    expect(typeInto(MAC_MASK, typed).value).toBe(shown);
    expect(MAC_PATTERN.test(shown)).toBe(true);
  });

  it.each([
    ["5551234567", "(555) 123-4567"],
    ["(555) 123-4567", "(555) 123-4567"],
    ["05551234567", "(555) 123-4567"],
    ["9990001111", "(999) 000-1111"],
  ])("phone: %j becomes %j, which the schema accepts", (typed, shown) => {
    expect(typeInto(PHONE_MASK, typed).value).toBe(shown);
    expect(PHONE_PATTERN.test(shown)).toBe(true);
  });

  it("phone: refuses 0 as the first digit", () => {
    expect(typeInto(PHONE_MASK, "0").unmasked).toBe("");
  });

  it.each([
    ["(555) 123-4567", true],
    ["(155) 123-4567", true],
    ["(055) 123-4567", false],
    ["555-123-4567", false],
    ["(555) 123-456", false],
  ])("PHONE_PATTERN %j: %s", (phone, ok) => {
    expect(PHONE_PATTERN.test(phone)).toBe(ok);
  });

  it.each([
    ["AA:BB:CC:DD:EE:FF", true],
    ["aa:bb:cc:dd:ee:ff", true],
    ["AA:BB:CC:DD:EE", false],
    ["AA-BB-CC-DD-EE-FF", false],
    ["GG:BB:CC:DD:EE:FF", false],
  ])("MAC_PATTERN %j: %s", (mac, ok) => {
    expect(MAC_PATTERN.test(mac)).toBe(ok);
  });
});

describe("price shown before spending", () => {
  it.each([
    [{ months: 3, credits: 50, unlimited: false, trial: true }, "This will use 3 credits. Balance after: 47.", true],
    [{ months: 1, credits: 1, unlimited: false }, "This will use 1 credit. Balance after: 0.", true],
    [{ months: 0, credits: 0, unlimited: false, trial: true }, "A trial is free: 2 days, no credits used.", true],
    [{ months: 4, credits: null, unlimited: true }, "This will use 4 credits. Your balance is unlimited.", true],
    [{ months: 5, credits: 2, unlimited: false }, "Not enough credits: this needs 5 credits and your balance is 2.", false],
  ])("%j", (spend, text, enough) => {
    expect(spendNote(spend)).toEqual({ text, enough });
  });

  it("says nothing when an update adds no months", () => {
    expect(spendNote({ months: 0, credits: 10, unlimited: false })).toBeNull();
  });
});
