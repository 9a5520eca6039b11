import "server-only";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { dealerRowSchema, resellerRowSchema, superResellerRowSchema } from "@/lib/schemas/accounts";
import { transactionSchema } from "@/lib/schemas/client-detail";
import type { Operation, Paths } from "@/lib/operations";
import { settings } from "@/lib/settings";

// Which field of a mapped call's answer is which (the operator's upstream-fields.json, beside
// upstream-calls.json): a "not shown" call has no spec to fix its field names, so the business's
// backend answers in its own (`username`, `reseller_name`, `balance`, `clients_count`; a ledger row
// as { date, type, amount, login }). Per mapped operation: `fields`, the answer's field (a dotted
// path within a row) for each field the panel reads, and `rows`, the dotted path to the rows when
// they are nested. A field left unmapped is read by the panel's own name. Checked at start with
// the call map (lib/backends/spec-only/call-map.ts), against the fields the panel reads for that operation.

/** The panel's fields of each mappable read whose answer is a list of rows. */
export const PANEL_FIELDS: Partial<Record<Operation, readonly string[]>> = {
  "superResellers.list": Object.keys(superResellerRowSchema.shape),
  "resellers.list": Object.keys(resellerRowSchema.shape),
  "dealers.list": Object.keys(dealerRowSchema.shape),
  "transactions.ofAccount": Object.keys(transactionSchema.shape),
};

export const FIELDS_FILE = "upstream-fields.json";
const DEFAULT_CALLS_FILE = "upstream-calls.json";
const dotted = z.string().regex(/^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+)*$/, "a field name, or a dotted path like owner.name");
const entrySchema = z.strictObject({ rows: dotted.optional(), fields: z.record(z.string(), dotted).default({}) });
const fileSchema = z.record(z.string(), entrySchema);

export type CallFields = z.infer<typeof entrySchema>;
type Kept = { callsFile: string; map: Partial<Record<Operation, CallFields>>; mapped: Partial<Record<Operation, Paths>> };
const store = globalThis as { panelCallFields?: Kept };

/** The companion file of a call map: upstream-fields.json in the same folder. */
export const fieldsFileOf = (callsFile: string) => path.join(/* turbopackIgnore: true */ path.dirname(callsFile), FIELDS_FILE);

/**
 * Reads and checks the field map beside the call map `callsFile` (none is fine), and keeps it for
 * the answers' reading. Throws with the file, the operation and the field at fault.
 */
export function readCallFields(callsFile: string, mapped: Partial<Record<Operation, Paths>>): Partial<Record<Operation, CallFields>> {
  const file = fieldsFileOf(callsFile);
  if (!existsSync(/* turbopackIgnore: true */ file)) return keep(callsFile, {}, mapped);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(/* turbopackIgnore: true */ file, "utf8"));
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue.path.join(" → ")}: ${issue.message}`);
  }
  for (const [operation, entry] of Object.entries(parsed.data)) {
    const known = PANEL_FIELDS[operation as Operation];
    if (!known) throw new Error(`${file}: ${operation}: no field map for this operation (one of: ${Object.keys(PANEL_FIELDS).join(", ")})`);
    if (!mapped[operation as Operation]) throw new Error(`${file}: ${operation}: not mapped in ${path.basename(callsFile)}, so it has no answer to map`);
    for (const field of Object.keys(entry.fields)) {
      if (!known.includes(field)) throw new Error(`${file}: ${operation} → fields → ${field}: the panel reads no such field (it reads: ${known.join(", ")})`);
    }
  }
  return keep(callsFile, parsed.data as Partial<Record<Operation, CallFields>>, mapped);
}

function keep(callsFile: string, map: Partial<Record<Operation, CallFields>>, mapped: Partial<Record<Operation, Paths>>) {
  store.panelCallFields = { callsFile: path.resolve(/* turbopackIgnore: true */ callsFile), map, mapped };
  return map;
}

/**
 * The field map of an operation called at `urlPath`, if the operator gave one beside the call map
 * in use (UPSTREAM_CALLS_FILE) and the path is one it maps: a role whose call is the spec's own
 * answers in the spec's names.
 */
export function callFields(operation: string | undefined, urlPath: string): CallFields | undefined {
  const kept = store.panelCallFields;
  if (!operation || !kept || kept.callsFile !== path.resolve(/* turbopackIgnore: true */ settings().upstreamCallsFile ?? DEFAULT_CALLS_FILE)) return undefined;
  const paths = Object.values(kept.mapped[operation as Operation] ?? {});
  return paths.some((p) => urlPath === p || urlPath.startsWith(`${p}/`)) ? kept.map[operation as Operation] : undefined;
}

function at(value: unknown, dottedPath: string): unknown {
  let here = value;
  for (const key of dottedPath.split(".")) {
    if (typeof here !== "object" || here === null || Array.isArray(here)) return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

/**
 * The answer with its rows in the panel's field names: the rows at `rows` (else the answer as it
 * is), each row's mapped fields copied to the panel's names. Anything that is not a list of rows is
 * left as it is, for the schema to refuse with its reasons.
 */
export function applyCallFields(json: unknown, map: CallFields): unknown {
  const list = map.rows ? at(json, map.rows) : json;
  const entries = Object.entries(map.fields);
  const rename = (row: unknown) => {
    if (typeof row !== "object" || row === null || Array.isArray(row)) return row;
    const out: Record<string, unknown> = { ...(row as Record<string, unknown>) };
    for (const [panel, backend] of entries) out[panel] = at(row, backend);
    return out;
  };
  if (Array.isArray(list)) return list.map(rename);
  if (typeof list === "object" && list !== null && Array.isArray((list as { data?: unknown }).data)) {
    return { ...(list as object), data: (list as { data: unknown[] }).data.map(rename) };
  }
  return list;
}
