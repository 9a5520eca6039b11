// A faster road to the same answer for schemas checked on many rows at once (a spec backend's
// whole lists): a schema may carry a quick path that either gives exactly zod's output or says
// UNDECIDED, and then zod checks as always, so an answer it refuses is refused with zod's own
// issues. Nothing is ever accepted that zod would refuse: the quick paths are built from the
// compiled row checks (./compiled-row.ts), which tests/unit/compiled-row.test.ts holds to zod.
import type { z } from "zod";
import { compileRowCheck, FAILED } from "./compiled-row";

export const UNDECIDED: unique symbol = Symbol("undecided");
type QuickPath = (value: unknown) => unknown;

const quickPaths = new WeakMap<z.ZodType, QuickPath>();

/** The schema itself, with a quick path that answers its output (as zod would) or UNDECIDED. */
export function withQuickPath<S extends z.ZodType>(schema: S, quick: ((value: unknown) => z.output<S> | typeof UNDECIDED) | undefined): S {
  if (quick) quickPaths.set(schema, quick);
  return schema;
}

/** A row of a list left out because a field could not be read: where it was, zod's issues, and the row as it came. */
export type LeftOutRow = { index: number; issues: z.core.$ZodIssue[]; row: unknown };
/** A batch of a bare list's rows read: the outputs of the rows read, in order, and the rows left out (indices within the batch). */
export type BatchRead = { rows: unknown[]; leftOut: LeftOutRow[] };
/** Reads a batch of a bare list's rows, or says UNDECIDED when it cannot (the list is then read whole). */
export type BatchCheck = (rows: unknown[]) => BatchRead | typeof UNDECIDED;

// Schemas whose output for a bare array is its rows read one by one, each on its own, some left
// out: such a list may be read a batch of rows at a time as it is parsed
// (lib/upstream/rows-in-batches.ts). A schema says so itself (listOf, a spec whole list), with the
// reading of a batch that gives exactly what it gives for those rows.
const batchChecks = new WeakMap<z.ZodType, BatchCheck>();

/** The schema itself, marked as read row by row by `check` (see above); unmarked without one. */
export function byRow<S extends z.ZodType>(schema: S, check: BatchCheck | undefined): S {
  if (check) batchChecks.set(schema, check);
  return schema;
}

/** The reading of a batch of a bare array's rows, for a schema read row by row; else undefined. */
export function batchCheckOf(schema: z.ZodType): BatchCheck | undefined {
  return batchChecks.get(schema);
}

/** schema.safeParse(value), by its quick path where that decides. */
export function checkValue<S extends z.ZodType>(schema: S, value: unknown): z.ZodSafeParseResult<z.output<S>> {
  const quick = quickPaths.get(schema)?.(value) ?? UNDECIDED;
  if (quick !== UNDECIDED) return { success: true, data: quick as z.output<S> } as z.ZodSafeParseResult<z.output<S>>;
  return schema.safeParse(value) as z.ZodSafeParseResult<z.output<S>>;
}

/**
 * The quick check of z.array(row): the rows' outputs when the value is an array of rows that all
 * pass, else UNDECIDED. undefined when the row schema cannot be compiled (zod does it all).
 */
export function quickRows<Row extends z.ZodType>(row: Row): ((value: unknown) => z.output<Row>[] | typeof UNDECIDED) | undefined {
  const check = compileRowCheck(row);
  if (!check) return undefined;
  return (value) => {
    if (!Array.isArray(value)) return UNDECIDED;
    const out: z.output<Row>[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      const checked = check(value[i]);
      if (checked === FAILED) return UNDECIDED;
      out[i] = checked;
    }
    return out;
  };
}

/** A JSON object (not null, not an array), as zod's object schema reads it. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * An object schema whose field `listKey` is a list of rows (a page of a list with its counts),
 * with a quick path: the rows by quickRows, the few other fields by zod, the output's keys in the
 * schema's order as zod's. The schema is returned as it was when its list cannot be compiled.
 */
export function withQuickList<S extends z.ZodObject>(schema: S, listKey: keyof S["shape"] & string): S {
  const { def } = schema._zod;
  const list = def.shape[listKey]._zod.def;
  if (def.checks?.length || def.catchall !== undefined || list.type !== "array" || list.checks?.length) return schema;
  const rows = quickRows((list as unknown as { element: z.ZodType }).element);
  if (!rows) return schema;
  const rest = schema.omit({ [listKey]: true } as never);
  const keys = Object.keys(def.shape);
  return withQuickPath(schema, (value) => {
    if (!isPlainObject(value)) return UNDECIDED;
    const checked = rows(value[listKey]);
    if (checked === UNDECIDED) return UNDECIDED;
    const others = rest.safeParse(value);
    if (!others.success) return UNDECIDED;
    const fields = others.data as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      if (key === listKey) out[key] = checked;
      else if (key in fields) out[key] = fields[key];
    }
    return out as z.output<S>;
  });
}
