import "server-only";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { can, mappable, OPERATIONS, type BackendOffer, type Operation } from "@/lib/operations";
import { ROLES } from "@/lib/roles";
import { settings } from "@/lib/settings";
import { readCallFields } from "./call-fields";

// The operator's mapping of the calls the spec does not show ("not shown") to the business
// backend's real paths, per role: one JSON file (UPSTREAM_CALLS_FILE, default ./upstream-calls.json),
// read once. An operation it does not map is absent on a spec backend: its screens say so.
// See upstream-calls.example.json and the README ("Pointing it at the business's backend").

const DEFAULT_FILE = "upstream-calls.json";
const pathSchema = z
  .string()
  .regex(/^(\/[A-Za-z0-9._~-]+)+$/, "a path like /reseller/dealerlist (letters, digits, . _ ~ -)")
  .refine((p) => !p.split("/").includes(".."), "a path without ..");

const mapSchema = z.record(z.string(), z.record(z.string(), pathSchema)).superRefine((map, ctx) => {
  for (const [operation, roles] of Object.entries(map)) {
    if (!(operation in OPERATIONS)) {
      ctx.addIssue({
        code: "custom",
        path: [operation],
        message: `unknown operation (one of: ${Object.keys(OPERATIONS)
          .filter((o) => mappable(o as Operation))
          .join(", ")})`,
      });
      continue;
    }
    if (!mappable(operation as Operation))
      ctx.addIssue({
        code: "custom",
        path: [operation],
        message: "this operation cannot be mapped: the panel provides it itself or it needs the reference upstream",
      });
    for (const role of Object.keys(roles)) {
      const known = (ROLES as readonly string[]).includes(role);
      if (!known || !can(role as (typeof ROLES)[number], operation as Operation)) {
        ctx.addIssue({ code: "custom", path: [operation, role], message: `the panel has no ${operation} for the role "${role}"` });
      }
    }
  }
});

/** The mapping in the file, checked; an empty mapping when there is no file. Throws with the file's name and the first problem. */
export function readCallMap(file = settings().upstreamCallsFile ?? DEFAULT_FILE): BackendOffer["mapped"] {
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
  const parsed = mapSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${resolved}: ${issue.path.join(" → ")}: ${issue.message}`);
  }
  // The companion field map (./call-fields.ts), checked against these operations.
  readCallFields(resolved, parsed.data as BackendOffer["mapped"]);
  return parsed.data as BackendOffer["mapped"];
}
