// Both readings the spec allows where it is ambiguous (issue 18): "a list of X" as a bare array
// or wrapped in { data }, "a single number" as a bare number or { total }. Every value still goes
// through zod; unknown fields are ignored.
import { z } from "zod";

/** A list, bare or wrapped in { data: [...] }. */
export const listOf = <Item extends z.ZodType>(item: Item) =>
  z.union([z.array(item), z.object({ data: z.array(item) })]).transform((v): z.infer<Item>[] => (Array.isArray(v) ? v : v.data));

/** A count, bare (42) or as { total: 42 }. */
export const countSchema = z
  .union([z.number().int().nonnegative(), z.object({ total: z.number().int().nonnegative() })])
  .transform((v) => (typeof v === "number" ? v : v.total));
