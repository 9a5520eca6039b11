import "server-only";
import type { z } from "zod";
import { log } from "@/lib/log";
import { describeIssues } from "@/lib/schemas/answer-issues";
import { checkValue, isPlainObject, type BatchRead } from "@/lib/schemas/quick-check";
import { rowsLeftOut, withRowsLeftOut } from "@/lib/schemas/tolerant";
import { applyCallFields, callFields } from "./call-fields";

// An answer's JSON read by its schema, after the wrapping every call may come in: Laravel's API
// resources answer { "data": … } (with `links` and `meta`) for one thing as for a list. A list
// keeps its wrapper (listOf reads it and its paging); anything else is unwrapped here.

const WRAPPER_KEYS = new Set(["data", "links", "meta"]);

/** The resource inside a { data } wrapper of one thing (an object, a number, a text); a list's wrapper, or any other answer, as it is. */
export function unwrapResource(json: unknown): unknown {
  if (!isPlainObject(json) || !("data" in json) || Array.isArray(json.data) || json.data === null) return json;
  return Object.keys(json).every((key) => WRAPPER_KEYS.has(key)) ? json.data : json;
}

/**
 * schema.safeParse of the answer (in the panel's field names where the operator mapped the
 * operation's fields, ./call-fields.ts; unwrapped), logging what could not be read: a refused answer
 * with each field's path, what was expected and a sample; the rows a list left out, counted, with
 * the first few's reasons. `label` names the call ("GET /reseller/clientlist").
 */
export function readAnswer<S extends z.ZodType>(schema: S, json: unknown, label: string, operation?: string): z.ZodSafeParseResult<z.output<S>> {
  const fields = callFields(operation, label.slice(label.indexOf(" ") + 1));
  const value = unwrapResource(fields ? applyCallFields(json, fields) : json);
  const parsed = checkValue(schema, value);
  if (!parsed.success) {
    log.error({ upstream: label, fields: describeIssues(parsed.error.issues, value) }, "upstream: unexpected response shape");
    return parsed;
  }
  // The list is the answer, or a field of it (a page's client_list).
  const lists = isPlainObject(parsed.data) ? Object.values(parsed.data).filter(Array.isArray) : [parsed.data];
  for (const list of lists) logRowsLeftOut(list, label);
  return parsed;
}

/** A bare list read a batch of rows at a time (./rows-in-batches.ts): its rows, the rows left out recorded and logged as readAnswer does. */
export function readRows(read: BatchRead, label: string): unknown[] {
  const rows = withRowsLeftOut(read.rows, read.leftOut);
  logRowsLeftOut(rows, label);
  return rows;
}

function logRowsLeftOut(list: unknown, label: string): void {
  const left = rowsLeftOut(list);
  if (!left.length) return;
  const reasons = left.slice(0, 3).flatMap(({ index, issues, row }) => describeIssues(issues, row, [index], 2));
  log.warn({ upstream: label, leftOut: left.length, of: left.length + (list as unknown[]).length, fields: reasons }, "upstream: rows left out");
}
