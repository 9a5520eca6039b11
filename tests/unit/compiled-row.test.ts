// The compiled row check (lib/schemas/compiled-row.ts) and the quick paths built on it
// (lib/schemas/quick-check.ts) against zod itself: for every field kind and every kind of value,
// present or absent, the same yes or no and the same output, keys and their order included.
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { clientListResponseSchema, clientRowSchema, expiringRowSchema } from "@/lib/schemas/client-list";
import { ledgerPageSchema } from "@/lib/schemas/ledger";
import { compileRowCheck, FAILED } from "@/lib/schemas/compiled-row";
import { checkValue } from "@/lib/schemas/quick-check";
import { listOf } from "@/lib/schemas/tolerant";

const ABSENT = Symbol("absent");
const VALUES: unknown[] = [ABSENT, undefined, null, "", "x", true, false, 0, 1, Number.NaN, {}, [], ["x"], { a: 1 }];

const FIELDS: Record<string, z.ZodType> = {
  string: z.string(),
  boolean: z.boolean(),
  nullableString: z.string().nullable(),
  optionalString: z.string().optional(),
  nullableOptional: z.string().nullable().optional(),
  optionalNullable: z.string().optional().nullable(),
  defaultString: z.string().default("d"),
  defaultBoolean: z.boolean().default(false),
  nullableDefaultEmpty: z.string().nullable().default(""),
  nullableDefaultNull: z.string().nullable().default(null),
  defaultThenNullable: z.string().default("d").nullable(),
  optionalBoolean: z.boolean().optional(),
  optionalThenDefault: z.string().optional().default("d"),
  nullableOptionalDefault: z.string().nullable().optional().default(null),
};

/** zod's answer and the compiled one agree: both refuse, or both give the same object with the same keys in the same order. */
function expectSame(schema: z.ZodObject, input: unknown) {
  const check = compileRowCheck(schema);
  expect(check).toBeDefined();
  const expected = schema.safeParse(input);
  const got = check!(input);
  expect(got === FAILED ? "refused" : "accepted").toBe(expected.success ? "accepted" : "refused");
  if (expected.success && got !== FAILED) {
    expect(isDeepStrictEqual(got, expected.data)).toBe(true);
    expect(Object.keys(got as object)).toEqual(Object.keys(expected.data as object));
  }
}

const withField = (value: unknown, others: Record<string, unknown> = {}) => (value === ABSENT ? { ...others } : { ...others, f: value });

describe("compileRowCheck", () => {
  it.each(Object.entries(FIELDS))("%s: every value, present and absent, as zod", (_, field) => {
    const schema = z.object({ f: field });
    for (const value of VALUES) expectSame(schema, withField(value));
  });

  it.each(Object.entries(FIELDS))("%s: beside other fields, unknown keys dropped, as zod", (_, field) => {
    const schema = z.object({ a: z.string(), f: field, b: z.boolean().optional() });
    for (const value of VALUES) {
      expectSame(schema, withField(value, { a: "a", extra: 1 }));
      expectSame(schema, withField(value, { b: true, a: "a" }));
      expectSame(schema, withField(value, { a: 1 }));
    }
  });

  it.each([null, undefined, "row", 1, true, [], [{ name: "a" }], new Date(0)])("a row that is not an object (%s) as zod", (input) => {
    expectSame(clientRowSchema, input);
  });

  it.each([
    ["clientRowSchema", clientRowSchema],
    ["expiringRowSchema", expiringRowSchema],
  ])("%s: every field's values, one field at a time, as zod", (_, schema) => {
    const valid = {
      name: "alice10",
      description: "Alice",
      mac: "00:1A:79:10:00:42",
      ministra: false,
      status: true,
      expiry: "2026-11-24",
      reseller: "r",
      dealer: "d",
      trial: false,
      password: "secret",
    };
    expectSame(schema, valid);
    for (const key of [...Object.keys(schema.shape), "password"]) {
      for (const value of VALUES) {
        const row: Record<string, unknown> = { ...valid };
        if (value === ABSENT) delete row[key];
        else row[key] = value;
        expectSame(schema, row);
      }
    }
  });

  it.each([
    ["a number", z.object({ f: z.number() })],
    ["a string's check", z.object({ f: z.string().min(1) })],
    ["a coercion", z.object({ f: z.coerce.string() })],
    ["a refinement", z.object({ f: z.string().refine((s) => s !== "") })],
    ["an object default", z.object({ f: z.object({}).default({}) })],
    ["an optional default", z.object({ f: z.string().default("d").optional() })],
    ["a strict object", z.strictObject({ f: z.string() })],
    ["a loose object", z.looseObject({ f: z.string() })],
    ["an object's refinement", z.object({ f: z.string() }).refine(() => true)],
    ["a nested object", z.object({ f: z.object({ g: z.string() }) })],
  ])("leaves a schema with %s to zod", (_, schema) => {
    expect(compileRowCheck(schema)).toBeUndefined();
  });
});

describe("checkValue with listOf's quick path", () => {
  const rows = listOf(clientRowSchema);
  const plain = z.union([z.array(clientRowSchema), z.object({ data: z.array(clientRowSchema) })]).transform((v) => (Array.isArray(v) ? v : v.data));
  const good = { name: "a", extra: "dropped" };
  const bad = { name: 1 };

  it.each([
    ["a bare list", [good, good]],
    ["an empty list", []],
    ["a list in { data }", { data: [good], other: 1 }],
    ["a bad row", [good, bad]],
    ["a bad row in { data }", { data: [bad] }],
    ["{ data } not a list", { data: good }],
    ["no list", { rows: [good] }],
    ["null", null],
    ["a string", "[]"],
  ])("%s: the same answer as zod", (_, input) => {
    const quick = checkValue(rows, input);
    const zod = plain.safeParse(input);
    expect(quick.success).toBe(zod.success);
    if (quick.success && zod.success) expect(quick.data).toStrictEqual(zod.data);
    // A refusal comes from zod itself, issues and all.
    if (!quick.success && !zod.success) expect(quick.error.issues).toEqual(zod.error.issues);
  });
});

describe("checkValue with withQuickList's quick path (a list page and its counts)", () => {
  const plain = z.object({ ...clientListResponseSchema.shape });
  const page = { client_list: [{ name: "a", extra: 1 }], total: 1, current_page: 1, per_page: 10, total_pages: 1, counts: { all: 1, active: 1, expired: 0 } };

  it.each([
    ["a page", page],
    ["extra fields, keys out of order", { counts: page.counts, extra: "x", total_pages: 1, per_page: 10, current_page: 1, total: 1, client_list: [] }],
    ["a bad row", { ...page, client_list: [{ name: 2 }] }],
    ["a bad count", { ...page, total: 1.5 }],
    ["no counts", { ...page, counts: undefined }],
    ["a bad nested count", { ...page, counts: { all: 1, active: "1", expired: 0 } }],
    ["no list", { ...page, client_list: undefined }],
    ["a list that is not one", { ...page, client_list: { name: "a" } }],
    ["an array", [page]],
    ["null", null],
  ])("%s: the same answer as zod", (_, input) => {
    const quick = checkValue(clientListResponseSchema, input);
    const zod = plain.safeParse(input);
    expect(quick.success).toBe(zod.success);
    if (quick.success && zod.success) {
      expect(quick.data).toStrictEqual(zod.data);
      expect(Object.keys(quick.data)).toEqual(Object.keys(zod.data));
    }
    if (!quick.success && !zod.success) expect(quick.error.issues).toEqual(zod.error.issues);
  });
});

describe("checkValue with the ledger page's quick path", () => {
  const plain = z.object({ ...ledgerPageSchema.shape });
  const row = { created: "2026-11-01T10:00:00.000Z", type: "RENEW", credits: -2, login: "c1", extra: true };
  const page = { data: [row], total: 1, current_page: 1, per_page: 5000, total_pages: 1 };

  it.each([
    ["a page", page],
    ["a bad row", { ...page, data: [{ ...row, credits: "two" }] }],
    ["a bad count", { ...page, total_pages: -1 }],
    ["no rows", { ...page, data: undefined }],
  ])("%s: the same answer as zod", (_, input) => {
    const quick = checkValue(ledgerPageSchema, input);
    const zod = plain.safeParse(input);
    if (input === page) expect(quick.success).toBe(true);
    expect(quick.success).toBe(zod.success);
    if (quick.success && zod.success) expect(quick.data).toStrictEqual(zod.data);
  });
});
