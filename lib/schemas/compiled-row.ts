// A zod object of plain fields compiled once into a plain function that accepts and rejects
// exactly what zod does and builds the same output (the same keys, in the same order). A spec
// backend's whole list is 50,000 rows checked on every read: zod spends a couple of microseconds
// per row on its general machinery (a payload and an issue list per field), this a tenth of
// that. It says only yes or no: on a no, zod is run for the issues (lib/schemas/quick-check.ts).
// tests/unit/compiled-row.test.ts holds it to zod's answers field kind by field kind.
import type { z } from "zod";
import { fieldReader, NOT_READ } from "./fields";

/** The row failed; zod says why. */
export const FAILED: unique symbol = Symbol("failed");
export type RowCheck<Out> = (value: unknown) => Out | typeof FAILED;

/** What zod keeps of a schema that this reads: its kind, wrapped schema, default, checks, and optionality. */
type Internals = {
  def: {
    type: string;
    innerType?: z.ZodType;
    defaultValue?: unknown;
    checks?: unknown[];
    coerce?: boolean;
    catchall?: unknown;
    shape?: Record<string, z.ZodType>;
  };
  optin?: "optional" | "defaulted";
  optout?: "optional";
};
const internals = (schema: z.ZodType) => (schema as unknown as { _zod: Internals })._zod;

type FieldCheck = (value: unknown) => unknown;
type Field = { key: string; check: FieldCheck; optin: Internals["optin"]; optout: Internals["optout"] };

/**
 * The check of one field's value: its output, or FAILED. Only the field blocks, string and
 * boolean, nullable, optional and a default of a plain value are known; anything else (a refinement, a coercion, a
 * number's checks…) gives undefined, and the schema is left to zod.
 */
function fieldCheck(schema: z.ZodType): FieldCheck | undefined {
  // A field block (./fields.ts): its zod schema is built on this very reader.
  const read = fieldReader(schema);
  if (read)
    return (v) => {
      const out = read(v);
      return out === NOT_READ ? FAILED : out;
    };
  const { def } = internals(schema);
  if (def.checks?.length) return undefined;
  switch (def.type) {
    case "string":
      return def.coerce ? undefined : (v) => (typeof v === "string" ? v : FAILED);
    case "boolean":
      return def.coerce ? undefined : (v) => (typeof v === "boolean" ? v : FAILED);
    case "nullable": {
      const inner = def.innerType && fieldCheck(def.innerType);
      return inner && ((v) => (v === null ? null : inner(v)));
    }
    case "optional": {
      // An optional default substitutes in a way of its own (zod's handleOptionalResult): not compiled.
      const inner = def.innerType && internals(def.innerType).optin !== "defaulted" ? fieldCheck(def.innerType) : undefined;
      return inner && ((v) => (v === undefined ? undefined : inner(v)));
    }
    case "default": {
      // zod hands the default itself out on every use (a plain value, here): an object default would be shared.
      const fallback = def.defaultValue;
      if (fallback !== null && typeof fallback === "object") return undefined;
      const inner = def.innerType && fieldCheck(def.innerType);
      if (!inner) return undefined;
      // The inner kinds known here give undefined only for undefined, so zod's second substitution never happens.
      return (v) => (v === undefined ? fallback : inner(v));
    }
    default:
      return undefined;
  }
}

/** The object's check, or undefined when zod must do it (an unknown field kind, object checks, a catchall). */
export function compileRowCheck<S extends z.ZodType>(schema: S): RowCheck<z.output<S>> | undefined {
  const { def } = internals(schema);
  if (def.type !== "object" || def.checks?.length || def.catchall !== undefined || !def.shape) return undefined;
  const fields: Field[] = [];
  for (const [key, field] of Object.entries(def.shape)) {
    const check = key === "__proto__" ? undefined : fieldCheck(field);
    if (!check) return undefined;
    fields.push({ key, check, optin: internals(field).optin, optout: internals(field).optout });
  }
  if (Object.getOwnPropertySymbols(def.shape).length) return undefined;
  return (value) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return FAILED;
    const input = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    // What zod's object does with each field's result (handlePropertyResult in zod's core).
    for (const { key, check, optin, optout } of fields) {
      const present = key in input;
      if (!present && optin === "optional" && optout === "optional") continue;
      const result = check(input[key]);
      if (result === FAILED) {
        if (optin !== undefined && optout === "optional" && !present) continue;
        return FAILED;
      }
      if (result !== undefined) out[key] = result;
      else if (present || (optin === "defaulted" && optout !== "optional")) out[key] = undefined;
    }
    return out as z.output<S>;
  };
}
