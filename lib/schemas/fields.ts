// What a field of an upstream answer means, read once for every screen. A real backend is seldom
// the spec to the letter: PHP with MySQL (PDO) sends every number as text ("50", "12.00"), booleans
// as 1/0 or "1"/"0", dates as MySQL datetimes or Unix seconds, and array_filter() drops empty
// fields (false and 0 with them). Each block below accepts every form that carries its meaning and
// refuses the rest with what it expected, so one unreadable field is named in the log.
//
// Each block is a plain reader (value → output or NOT_READ), registered for the compiled row check
// (./compiled-row.ts), and a zod schema built on the same reader: both paths accept and refuse the
// same values by construction. Answers only: what the panel sends keeps the spec's own shapes.
import { z } from "zod";
import { isCalendarDay } from "./days";

export const NOT_READ: unique symbol = Symbol("not read");
export type Reader<Out> = (value: unknown) => Out | typeof NOT_READ;

const readers = new WeakMap<z.ZodType, Reader<unknown>>();

/** The plain reader behind a field block's schema, for the compiled row check; undefined for other schemas. */
export function fieldReader(schema: z.ZodType): Reader<unknown> | undefined {
  return readers.get(schema);
}

/**
 * What a field block reads out, as JSON Schema: the panel's own API documents its answers with
 * these schemas (features/api/server/openapi), and a reader's output cannot be derived from its code.
 */
type JsonType = "string" | "integer" | "boolean" | "array";
type Output = { type: JsonType; format?: string; items?: { type: JsonType } };
const outputOf = (output: Output, empty?: Empty<unknown>) => (empty && empty.empty === null ? { ...output, type: [output.type, "null" as const] } : output);

/** A field block: a zod schema (absent keys allowed in, so `read` decides what absent means) backed by `read`. */
export function fieldOf<Out>(expected: string, read: Reader<Out>, output?: { json: Output; empty?: Empty<unknown> }): z.ZodType<Out, unknown> {
  const schema = z
    .unknown()
    .optional()
    .transform((value, ctx): Out => {
      const out = read(value);
      if (out !== NOT_READ) return out;
      ctx.addIssue({ code: "custom", message: `expected ${expected}`, input: value, params: { expected } });
      return z.NEVER;
    });
  readers.set(schema, read as Reader<unknown>);
  // Attached to this very schema (no copy), so the compiled row check still finds its reader.
  if (output) z.globalRegistry.add(schema, { override: outputOf(output.json, output.empty) });
  return schema as unknown as z.ZodType<Out, unknown>;
}

/** What an empty field (null, or its key left out) reads as; without it, an empty field is refused. */
type Empty<E> = { empty: E };
const isEmpty = (value: unknown) => value === null || value === undefined;

// A whole number as a number or as text ("12", "-3", "12.00"); "12.5", "1e3", " 12", "" are not.
const WHOLE_TEXT = /^-?\d{1,15}(?:\.0+)?$/;

/** A whole number as a JSON number or as its digits in text; NOT_READ otherwise. */
export function readWhole(value: unknown): number | typeof NOT_READ {
  if (typeof value === "number") return Number.isSafeInteger(value) ? value : NOT_READ;
  if (typeof value === "string" && WHOLE_TEXT.test(value)) {
    const n = Number.parseInt(value, 10);
    return Number.isSafeInteger(n) ? (Object.is(n, -0) ? 0 : n) : NOT_READ;
  }
  return NOT_READ;
}

function whole<E = never>(expected: string, min: number, options?: Empty<E>) {
  return fieldOf<number | E>(
    expected,
    (value) => {
      if (options && isEmpty(value)) return options.empty;
      const n = readWhole(value);
      return n !== NOT_READ && n >= min ? n : NOT_READ;
    },
    { json: { type: "integer" }, empty: options },
  );
}

/** How many of something: a whole number from 0 ("12", 12, "12.00"). */
export function count(): z.ZodType<number, unknown>;
export function count<E>(options: Empty<E>): z.ZodType<number | E, unknown>;
export function count<E>(options?: Empty<E>) {
  return whole("a count (a whole number from 0)", 0, options);
}

/** Credits, which are always whole: a balance or an amount, signed ("-12" on a refund). "12.5" is refused. */
export function credits(): z.ZodType<number, unknown>;
export function credits<E>(options: Empty<E>): z.ZodType<number | E, unknown>;
export function credits<E>(options?: Empty<E>) {
  return whole("whole credits", Number.MIN_SAFE_INTEGER, options);
}

/** An id or a code: a whole number ("7", 7). */
export function integer(): z.ZodType<number, unknown>;
export function integer<E>(options: Empty<E>): z.ZodType<number | E, unknown>;
export function integer<E>(options?: Empty<E>) {
  return whole("a whole number", Number.MIN_SAFE_INTEGER, options);
}

const TRUE = new Set<unknown>([true, 1, "1", "true"]);
const FALSE = new Set<unknown>([false, 0, "0", "false"]);

/** Yes or no: true/false, 1/0, "1"/"0", "true"/"false". An empty one reads as `empty` (false where "left out" means no, null where it means unknown). */
export function flag(): z.ZodType<boolean, unknown>;
export function flag<E>(options: Empty<E>): z.ZodType<boolean | E, unknown>;
export function flag<E>(options?: Empty<E>) {
  return fieldOf<boolean | E>(
    "true or false (or 1/0)",
    (value) => {
      if (options && isEmpty(value)) return options.empty;
      if (TRUE.has(value)) return true;
      if (FALSE.has(value)) return false;
      return NOT_READ;
    },
    { json: { type: "boolean" }, empty: options },
  );
}

// YYYY-MM-DD, then a time (T or a space) and a zone, each optional; or Unix seconds.
const DATE_FORM = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const UNIX_TEXT = /^\d{1,12}(?:\.\d{1,9})?$/;
// Unix seconds from 1970 to 2999 (a date the panel may show), fractions dropped (PHP's microtime(true));
// larger numbers are milliseconds or noise.
const LAST_SECOND = Date.parse("2999-12-31T23:59:59Z") / 1000;

// A whole client list repeats a few thousand expiry days 50,000 times: a day found real once is
// not checked again (the check builds a Date). Bounded: days outside it are checked each time.
const knownDays = new Set<string>();
const KNOWN_DAYS_MAX = 50_000;

const fromUnix = (value: unknown): Date | undefined => {
  const seconds = typeof value === "number" ? value : typeof value === "string" && UNIX_TEXT.test(value) ? Number(value) : NaN;
  return Number.isFinite(seconds) && seconds >= 0 && seconds <= LAST_SECOND ? new Date(Math.floor(seconds) * 1000) : undefined;
};

/**
 * A calendar day as the backend means it, YYYY-MM-DD: from YYYY-MM-DD, a MySQL datetime, an ISO
 * 8601 time (the day as written, in the backend's own zone: never moved to UTC or the browser's)
 * or Unix seconds (the UTC day).
 */
export function readCalendarDate(value: unknown): string | typeof NOT_READ {
  if (typeof value === "string" && value.length === 10 && knownDays.has(value)) return value;
  const unix = fromUnix(value);
  if (unix) return unix.toISOString().slice(0, 10);
  if (typeof value !== "string") return NOT_READ;
  const day = DATE_FORM.exec(value)?.[1];
  if (day === undefined || !isCalendarDay(day)) return NOT_READ;
  if (knownDays.size < KNOWN_DAYS_MAX) knownDays.add(day);
  return day;
}

/**
 * A moment, as an ISO 8601 UTC time (2026-12-01T09:30:00.000Z): from the same forms. One without a
 * zone is the backend's clock as written, shown as written (never shifted by the browser's zone).
 */
export function readMoment(value: unknown): string | typeof NOT_READ {
  const unix = fromUnix(value);
  if (unix) return unix.toISOString();
  if (typeof value !== "string") return NOT_READ;
  const parts = DATE_FORM.exec(value);
  if (!parts || !isCalendarDay(parts[1])) return NOT_READ;
  const [, day, hh = "00", mm = "00", ss = "00", fraction = "", zone = "Z"] = parts;
  const iso = `${day}T${hh}:${mm}:${ss}${fraction.slice(0, 4)}${zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone}`;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? NOT_READ : new Date(time).toISOString();
}

/** A day (YYYY-MM-DD) from any of the date forms; see readCalendarDate. */
export function calendarDate(): z.ZodType<string, unknown>;
export function calendarDate<E>(options: Empty<E>): z.ZodType<string | E, unknown>;
export function calendarDate<E>(options?: Empty<E>) {
  return fieldOf<string | E>(
    "a date (YYYY-MM-DD, YYYY-MM-DD HH:MM:SS, ISO 8601 or Unix seconds)",
    (value) => (options && (isEmpty(value) || value === "") ? options.empty : readCalendarDate(value)),
    { json: { type: "string", format: "date" }, empty: options },
  );
}

/** A moment (ISO 8601, UTC) from any of the date forms; see readMoment. */
export function moment(): z.ZodType<string, unknown>;
export function moment<E>(options: Empty<E>): z.ZodType<string | E, unknown>;
export function moment<E>(options?: Empty<E>) {
  return fieldOf<string | E>(
    "a date and time (YYYY-MM-DD HH:MM:SS, ISO 8601 or Unix seconds)",
    (value) => (options && (isEmpty(value) || value === "") ? options.empty : readMoment(value)),
    { json: { type: "string", format: "date-time" }, empty: options },
  );
}

/** Text; a number stands for its digits (a login "1234" sent as 1234). */
export function text(): z.ZodType<string, unknown>;
export function text<E>(options: Empty<E>): z.ZodType<string | E, unknown>;
export function text<E>(options?: Empty<E>) {
  return fieldOf<string | E>(
    "text",
    (value) => {
      if (options && isEmpty(value)) return options.empty;
      if (typeof value === "string") return value;
      return typeof value === "number" && Number.isFinite(value) ? String(value) : NOT_READ;
    },
    { json: { type: "string" }, empty: options },
  );
}

/** A list of whole numbers (package ids): a JSON array of them, each as a number or its digits. */
export function integers<E>(options: Empty<E>): z.ZodType<number[] | E, unknown> {
  return fieldOf<number[] | E>(
    "a list of whole numbers",
    (value) => {
      if (isEmpty(value)) return options.empty;
      if (!Array.isArray(value)) return NOT_READ;
      const out: number[] = [];
      for (const item of value) {
        const n = readWhole(item);
        if (n === NOT_READ) return NOT_READ;
        out.push(n);
      }
      return out;
    },
    { json: { type: "array", items: { type: "integer" } }, empty: options },
  );
}
