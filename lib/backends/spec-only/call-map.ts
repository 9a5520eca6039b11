import "server-only";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { can, mappable, OPERATIONS, type Operation } from "@/lib/operations";
import { ROLES, type Role } from "@/lib/roles";
import { settings } from "@/lib/settings";
import { readCallFields } from "@/lib/upstream/call-fields";
import type { MappedCalls } from "./paths";

// The operator's mapping of the calls the spec does not show ("not shown") to the business
// backend's real paths, per role: one JSON file (UPSTREAM_CALLS_FILE, default ./upstream-calls.json),
// read once. An operation it does not map is absent on a spec backend: its screens say so.
// See upstream-calls.example.json and the README ("Pointing it at the business's backend").

const DEFAULT_FILE = "upstream-calls.json";
const pathSchema = z
  .string()
  .regex(/^(\/[A-Za-z0-9._~-]+)+$/, "a path like /reseller/dealerlist (letters, digits, . _ ~ -)")
  .refine((p) => !p.split("/").includes(".."), "a path without ..");

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The file's mapping, or the first problem with where it is ("dealers.list → admin"). Names are
 * looked up as own properties only, and the mapping built on objects without a prototype: an
 * operation called `constructor`, `toString` or `__proto__` is an unknown operation like any other,
 * never a property every object inherits (a crash) or the prototype itself (silently dropped).
 */
export function checkCallMap(raw: unknown): { mapped: MappedCalls } | { where: string[]; problem: string } {
  if (!isPlainObject(raw)) return { where: [], problem: "must be an object: operation → role → path" };
  const mapped: Record<string, Record<string, string>> = Object.create(null);
  const known = (Object.keys(OPERATIONS) as Operation[]).filter(mappable);
  for (const operation of Object.keys(raw)) {
    if (!Object.hasOwn(OPERATIONS, operation)) return { where: [operation], problem: `unknown operation (one of: ${known.join(", ")})` };
    if (!mappable(operation as Operation)) {
      return { where: [operation], problem: "this operation cannot be mapped: the panel provides it itself or it needs the reference upstream" };
    }
    const roles = raw[operation];
    if (!isPlainObject(roles)) return { where: [operation], problem: "must be an object: role → path" };
    const paths: Record<string, string> = Object.create(null);
    for (const role of Object.keys(roles)) {
      if (!(ROLES as readonly string[]).includes(role) || !can(role as Role, operation as Operation)) {
        return { where: [operation, role], problem: `the panel has no ${operation} for the role "${role}"` };
      }
      const path = pathSchema.safeParse(roles[role]);
      if (!path.success) return { where: [operation, role], problem: path.error.issues[0].message };
      paths[role] = path.data;
    }
    mapped[operation] = paths;
  }
  return { mapped: mapped as MappedCalls };
}

/** The mapping in the file, checked; an empty mapping when there is no file. Throws with the file's name and the first problem. */
export function readCallMap(file = settings().upstreamCallsFile ?? DEFAULT_FILE): MappedCalls {
  // The operator's file, read at run time: never part of the build's traced files (turbopackIgnore),
  // or the standalone output would carry the whole project.
  const resolved = path.resolve(/* turbopackIgnore: true */ file);
  if (!existsSync(/* turbopackIgnore: true */ resolved)) {
    if (settings().upstreamCallsFile) throw new Error(`UPSTREAM_CALLS_FILE: ${resolved} does not exist`);
    return {};
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(/* turbopackIgnore: true */ resolved, "utf8"));
  } catch (error) {
    throw new Error(`${resolved} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const checked = checkCallMap(raw);
  if ("problem" in checked) throw new Error(`${resolved}: ${checked.where.length ? `${checked.where.join(" → ")}: ` : ""}${checked.problem}`);
  // The companion field map (./call-fields.ts), checked against these operations.
  readCallFields(resolved, checked.mapped);
  return checked.mapped;
}
