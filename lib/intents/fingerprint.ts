import "server-only";
import { createHash } from "node:crypto";

// What makes two calls "the same intent": the caller and its key name the record, the payload's
// fingerprint tells a true repeat from a reused key with other details.

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * JSON with every object's keys sorted, recursively, so that {a,b} and {b,a} (the browser and the
 * BFF may build the same body in another order) fingerprint alike. Array order is kept: it means
 * something (a bulk renew's list). undefined members are dropped, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? "null";
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== "object") return value;
  // Dates, and anything else with a toJSON, stand for what they serialize to.
  const plain = typeof (value as { toJSON?: unknown }).toJSON === "function" ? (value as { toJSON: () => unknown }).toJSON() : value;
  if (plain !== value) return sortKeys(plain);
  const sorted: Record<string, unknown> = {};
  for (const name of Object.keys(value).sort()) sorted[name] = sortKeys((value as Record<string, unknown>)[name]);
  return sorted;
}

/** sha256 (hex) of the payload's canonical JSON. */
export function fingerprintOf(payload: unknown): string {
  return sha256(canonicalJson(payload));
}

/**
 * The record's id: per caller ("reseller:bob"), so two accounts' equal keys never meet. Hashed so
 * that a key of any characters makes a fixed-length primary key.
 */
export function intentId(caller: string, key: string): string {
  return sha256(`${caller}\n${key}`);
}
