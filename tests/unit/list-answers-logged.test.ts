// What the log says of a list answer: a bare list the size of a common page, with nothing said of
// paging, is named as maybe one page of more (never guessed further); a field the panel cannot
// read deep inside a wrapped list is named by its path with a short sample, never cut to "[too deep]".
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

const logged = vi.hoisted(() => ({ warn: [] as unknown[][], error: [] as unknown[][], info: [] as unknown[][] }));
vi.mock("@/lib/log", async (original) => ({
  ...(await original<typeof import("@/lib/log")>()),
  log: {
    warn: (...args: unknown[]) => logged.warn.push(args),
    error: (...args: unknown[]) => logged.error.push(args),
    info: (...args: unknown[]) => logged.info.push(args),
    debug: () => {},
  },
}));

const { readAllPages, COMMON_PAGE_SIZES } = await import("@/lib/upstream/all-pages");
const { readAnswer } = await import("@/lib/upstream/read-answer");
const { listOf } = await import("@/lib/schemas/tolerant");
const { redact } = await import("@/lib/log");

const row = z.object({ name: z.string() });
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `c${i}` }));
const readList = (json: unknown) => {
  const parsed = readAnswer(listOf(row), json, "GET /reseller/clientlist");
  if (!parsed.success) throw new Error("refused");
  return parsed.data;
};

afterEach(() => {
  logged.warn.length = 0;
  logged.error.length = 0;
  logged.info.length = 0;
});

describe("a bare list the size of a page", () => {
  it.each([...COMMON_PAGE_SIZES])("of %i rows is named in a warning as maybe one page of more, and read as it came", async (size) => {
    const read = vi.fn(async () => readList(rows(size)));
    expect(await readAllPages("clients.list", read)).toHaveLength(size);
    expect(read).toHaveBeenCalledTimes(1);
    expect(logged.warn).toEqual([[{ upstream: "clients.list", rows: size }, expect.stringContaining("it may be one page of more")]]);
  });

  it("counts the rows it left out as part of the page", async () => {
    await readAllPages("resellers.list", async () => readList([...rows(9), { name: 7 }]));
    expect(logged.warn.at(-1)).toEqual([{ upstream: "resellers.list", rows: 10 }, expect.stringContaining("may be one page")]);
  });

  it.each([0, 1, 9, 11, 32, 101])("of %i rows, a size no page commonly has, says nothing", async (size) => {
    await readAllPages("clients.list", async () => readList(rows(size)));
    expect(logged.warn).toEqual([]);
  });

  it("says nothing when the answer says it is the whole list, or reads on when it says there is more", async () => {
    const meta = (page: number, last: number) => ({ current_page: page, last_page: last });
    expect(await readAllPages("clients.list", async () => readList({ data: rows(10), meta: meta(1, 1) }))).toHaveLength(10);
    const read = async (page = 1) => readList({ data: rows(10).map((r) => ({ name: `${r.name}p${page}` })), meta: meta(page, 2) });
    expect(await readAllPages("clients.list", read)).toHaveLength(20);
    expect(logged.warn).toEqual([]);
  });
});

describe("a field the panel cannot read deep in a list", () => {
  it("is logged by its path with a short sample, which the log keeps whole", () => {
    const deep = z.object({ a: z.object({ b: z.object({ c: z.object({ d: z.object({ e: z.object({ f: z.object({ g: z.number() }) }) }) }) }) }) });
    const wrapped = { data: { a: { b: { c: { d: { e: { f: { g: "n/a ".repeat(40) } } } } } } }, links: {}, meta: {} };
    expect(readAnswer(deep, wrapped, "GET /admin/clientlist").success).toBe(false);
    const [fields, message] = logged.error[0] as [Record<string, unknown>, string];
    expect(message).toBe("upstream: unexpected response shape");
    const line = JSON.stringify(redact(fields));
    expect(line).not.toContain("[too deep]");
    const [issue] = fields.fields as { path: string; expected: string; sample: string }[];
    expect(issue).toEqual({ path: "a.b.c.d.e.f.g", expected: "number", sample: expect.stringMatching(/^"n\/a n\/a .*…$/) });
    expect(issue.sample.length).toBeLessThanOrEqual(61);
  });

  it("is logged by its row and path when the row is left out of an upper role's list", () => {
    const item = z.object({ name: z.string(), owner: z.object({ chain: z.object({ manager: z.object({ name: z.string() }) }) }) });
    const good = { name: "ok", owner: { chain: { manager: { name: "m" } } } };
    const bad = { name: "bad", owner: { chain: { manager: { name: 12 } } } };
    const parsed = readAnswer(listOf(item), { data: [good, bad], links: {}, meta: {} }, "GET /admin/clientlist");
    expect(parsed.success && parsed.data).toHaveLength(1);
    const [fields] = logged.warn[0] as [Record<string, unknown>];
    expect(JSON.stringify(redact(fields))).not.toContain("[too deep]");
    expect(fields).toMatchObject({ upstream: "GET /admin/clientlist", leftOut: 1, of: 2, fields: [{ path: "1.owner.chain.manager.name", sample: "12" }] });
  });
});
