// The field meanings every answer schema is built of (lib/schemas/fields.ts): each accepted form of
// what PHP and Laravel backends send, each refused one, and the compiled row check agreeing with zod.
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { compileRowCheck, FAILED } from "@/lib/schemas/compiled-row";
import { calendarDate, count, credits, flag, integer, integers, moment, text } from "@/lib/schemas/fields";
import { countSchema, listOf, pageSaid, rowsLeftOut } from "@/lib/schemas/tolerant";

const read = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: parsed.data } : "refused";
};

describe("count()", () => {
  it.each([
    [12, 12],
    ["12", 12],
    ["12.00", 12],
    ["12.0", 12],
    [0, 0],
    ["0", 0],
  ])("reads %j as %j", (value, out) => expect(read(count(), value)).toEqual({ ok: out }));
  it.each([["12.5"], [12.5], ["abc"], [""], [" 12"], ["1e3"], [-1], ["-1"], [true], [null], [undefined], [[1]], [{}], [Number.NaN], ["99999999999999999"]])(
    "refuses %j",
    (value) => expect(read(count(), value)).toBe("refused"),
  );
  it("reads an empty count as its empty value where one is given (a dropped 0)", () => {
    expect(read(count({ empty: 0 }), undefined)).toEqual({ ok: 0 });
    expect(read(count({ empty: 0 }), null)).toEqual({ ok: 0 });
    expect(read(count({ empty: 0 }), "x")).toBe("refused");
  });
});

describe("credits()", () => {
  it.each([
    [50, 50],
    ["50", 50],
    ["12.00", 12],
    ["-3", -3],
    [-3, -3],
    ["-0", 0],
  ])("reads %j as %j", (value, out) => expect(read(credits(), value)).toEqual({ ok: out }));
  it.each([["12.5"], [12.5], ["12,00"], ["£12"], [""], [false], [null], [undefined]])("refuses %j: credits are whole", (value) =>
    expect(read(credits(), value)).toBe("refused"),
  );
  it("null stays null where the field allows it (the admin's unlimited balance); left out is refused", () => {
    const balance = z.object({ credits: credits().nullable() });
    expect(read(balance, { credits: null })).toEqual({ ok: { credits: null } });
    expect(read(balance, {})).toBe("refused");
  });
});

describe("integer()", () => {
  it.each([
    [7, 7],
    ["7", 7],
    ["-7", -7],
  ])("reads %j as %j", (value, out) => expect(read(integer(), value)).toEqual({ ok: out }));
  it.each([["7a"], [7.5], [true]])("refuses %j", (value) => expect(read(integer(), value)).toBe("refused"));
  it("reads a list of package ids as numbers or digits", () => {
    expect(read(integers({ empty: [] }), [1, "2", "3.0"])).toEqual({ ok: [1, 2, 3] });
    expect(read(integers({ empty: [] }), null)).toEqual({ ok: [] });
    expect(read(integers({ empty: [] }), [1, "x"])).toBe("refused");
    expect(read(integers({ empty: [] }), "1,2")).toBe("refused");
  });
});

describe("flag()", () => {
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ["1", true],
    ["0", false],
    ["true", true],
    ["false", false],
  ])("reads %j as %j", (value, out) => expect(read(flag(), value)).toEqual({ ok: out }));
  it.each([["yes"], [2], ["2"], [""], ["TRUE "], [null], [undefined], [[]]])("refuses %j", (value) => expect(read(flag(), value)).toBe("refused"));
  it("reads a left-out flag as its meaning says: off, or unknown (never on)", () => {
    expect(read(z.object({ ministra: flag({ empty: false }) }), {})).toEqual({ ok: { ministra: false } });
    expect(read(z.object({ status: flag({ empty: null }) }), {})).toEqual({ ok: { status: null } });
    expect(read(z.object({ status: flag({ empty: null }) }), { status: null })).toEqual({ ok: { status: null } });
  });
});

describe("calendarDate()", () => {
  it.each([
    ["2026-12-01", "2026-12-01"],
    ["2026-12-01 00:00:00", "2026-12-01"],
    ["2026-12-01 23:59:59", "2026-12-01"],
    ["2026-12-01T00:00:00Z", "2026-12-01"],
    // The backend's own day, as written: never moved to UTC.
    ["2026-12-01T00:30:00+02:00", "2026-12-01"],
    ["2026-12-01T23:30:00-05:00", "2026-12-01"],
    ["2026-12-01T10:00:00.123+0100", "2026-12-01"],
    [1_796_083_200, "2026-12-01"],
    ["1796083200", "2026-12-01"],
    ["1796083200.25", "2026-12-01"],
  ])("reads %j as %j", (value, out) => expect(read(calendarDate(), value)).toEqual({ ok: out }));
  it.each([["2026-02-30"], ["01/12/2026"], ["2026-12-01X"], ["tomorrow"], [""], [-1], ["1e9"], [99_999_999_999], [true], [null]])("refuses %j", (value) =>
    expect(read(calendarDate(), value)).toBe("refused"),
  );
  it("reads an empty date (null, left out or '') as its empty value", () => {
    for (const value of [null, undefined, ""]) expect(read(calendarDate({ empty: null }), value)).toEqual({ ok: null });
  });
});

describe("moment()", () => {
  it.each([
    ["2026-11-22 15:07:00", "2026-11-22T15:07:00.000Z"],
    ["2026-11-22T15:07:00Z", "2026-11-22T15:07:00.000Z"],
    ["2026-11-22T17:07:00+02:00", "2026-11-22T15:07:00.000Z"],
    ["2026-11-22", "2026-11-22T00:00:00.000Z"],
    [1_795_360_020, "2026-11-22T15:07:00.000Z"],
    ["1795360020", "2026-11-22T15:07:00.000Z"],
  ])("reads %j as %j", (value, out) => expect(read(moment(), value)).toEqual({ ok: out }));
  it.each([["2026-11-22 25:00:00"], ["noon"], [null]])("refuses %j", (value) => expect(read(moment(), value)).toBe("refused"));
});

describe("text()", () => {
  it("reads text, and a number as its digits (a login of digits sent as a number)", () => {
    expect(read(text(), "bruno101")).toEqual({ ok: "bruno101" });
    expect(read(text(), 1234)).toEqual({ ok: "1234" });
    expect(read(text(), "")).toEqual({ ok: "" });
    expect(read(text(), null)).toBe("refused");
    expect(read(text(), {})).toBe("refused");
    expect(read(text({ empty: "" }), null)).toEqual({ ok: "" });
  });
});

describe("the compiled row check agrees with zod on every field block", () => {
  const ABSENT = Symbol("absent");
  const VALUES: unknown[] = [ABSENT, null, "", "x", "1", "0", "12.00", "2026-12-01", "2026-12-01 00:00:00", 1_796_083_200, true, false, 0, 1, 1.5, {}, [], [1]];
  const FIELDS: Record<string, z.ZodType> = {
    count: count(),
    countEmpty: count({ empty: 0 }),
    credits: credits(),
    creditsNullable: credits().nullable(),
    flag: flag(),
    flagUnknown: flag({ empty: null }),
    flagOptional: flag({ empty: undefined }).optional(),
    date: calendarDate({ empty: null }),
    moment: moment(),
    text: text({ empty: "" }),
    textOptional: text({ empty: null }).optional(),
    integers: integers({ empty: [] }),
  };
  it.each(Object.entries(FIELDS))("%s: every value, present and absent", (_, field) => {
    const schema = z.object({ a: z.string(), f: field });
    const check = compileRowCheck(schema);
    expect(check).toBeDefined();
    for (const value of VALUES) {
      const input = value === ABSENT ? { a: "a" } : { a: "a", f: value };
      const expected = schema.safeParse(input);
      const got = check!(input);
      expect(got === FAILED ? "refused" : "accepted").toBe(expected.success ? "accepted" : "refused");
      if (expected.success) expect(isDeepStrictEqual(got, expected.data)).toBe(true);
    }
  });
});

describe("lists and counts as backends wrap them", () => {
  const row = z.object({ name: text(), credits: credits() });
  it("reads a bare list, { data } and a Laravel resource collection alike", () => {
    const rows = [{ name: "a", credits: "5" }];
    expect(listOf(row).parse(rows)).toEqual([{ name: "a", credits: 5 }]);
    expect(listOf(row).parse({ data: rows })).toEqual([{ name: "a", credits: 5 }]);
    const laravel = listOf(row).parse({ data: rows, links: { next: null }, meta: { current_page: 1, last_page: 1 } });
    expect(laravel).toEqual([{ name: "a", credits: 5 }]);
    expect(pageSaid(laravel)).toEqual({ page: 1, lastPage: 1, hasNext: false });
  });
  it("marks a page of a longer list, so it is never taken for the whole", () => {
    const page = listOf(row).parse({ data: [{ name: "a", credits: 1 }], links: { next: "http://x/list?page=2" }, meta: { current_page: 1, last_page: 3 } });
    expect(pageSaid(page)).toEqual({ page: 1, lastPage: 3, hasNext: true });
    expect(pageSaid(listOf(row).parse({ data: [], current_page: 2, last_page: 2 }))).toEqual({ page: 2, lastPage: 2, hasNext: false });
    expect(pageSaid(listOf(row).parse([]))).toBeUndefined();
  });
  it("leaves out a row it cannot read, and says which and why, keeping the others", () => {
    const rows = listOf(row).parse([{ name: "a", credits: 1 }, { name: "b" }, { name: "c", credits: "2" }]);
    expect(rows).toEqual([
      { name: "a", credits: 1 },
      { name: "c", credits: 2 },
    ]);
    expect(rowsLeftOut(rows)).toMatchObject([{ index: 1, row: { name: "b" }, issues: [{ path: ["credits"] }] }]);
  });
  it("reads a count bare, as text, as { total } and as { data }", () => {
    for (const value of [12, "12", "12.00", { total: 12 }, { total: "12" }, { data: 12 }, { data: "12" }]) expect(countSchema.parse(value)).toBe(12);
    for (const value of ["12.5", "twelve", { count: 12 }, null]) expect(countSchema.safeParse(value).success).toBe(false);
  });
});
