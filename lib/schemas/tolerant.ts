// Both readings the spec allows where it is ambiguous (issue 18): "a list of X" as a bare array
// or wrapped in { data }, "a single number" as a bare number or { total }. Every value still goes
// through zod; unknown fields are ignored.
import { z } from "zod";
import { byRow, isPlainObject, quickRows, UNDECIDED, withQuickPath } from "./quick-check";

/** The quick path of listOf (./quick-check.ts): the union's first reading that all its rows pass, as zod's union takes it. */
export function quickListOf<Item extends z.ZodType>(item: Item): ((value: unknown) => z.output<Item>[] | typeof UNDECIDED) | undefined {
  const rows = quickRows(item);
  return rows && ((value) => (isPlainObject(value) ? rows(value.data) : rows(value)));
}

/** A list, bare or wrapped in { data: [...] }; a bare one is checked row by row. */
export const listOf = <Item extends z.ZodType>(item: Item) =>
  byRow(
    withQuickPath(
      z.union([z.array(item), z.object({ data: z.array(item) })]).transform((v): z.infer<Item>[] => (Array.isArray(v) ? v : v.data)),
      quickListOf(item),
    ),
  );

/** A count, bare (42) or as { total: 42 }. */
export const countSchema = z
  .union([z.number().int().nonnegative(), z.object({ total: z.number().int().nonnegative() })])
  .transform((v) => (typeof v === "number" ? v : v.total));
