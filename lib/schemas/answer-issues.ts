// What an answer the panel could not read held, said so an operator can fix the backend or the
// map: each field's path, what was expected and a short sample of what came. Never a secret:
// clients and accounts have passwords, and a session has a token.
import type { z } from "zod";

/** Fields whose values are never shown in a sample, wherever they are. */
const SECRET = /pass|token|secret/i;
const SAMPLE_MAX = 60;

export type AnswerIssue = { path: string; expected: string; sample: string };

/** The value at `path` in `value`, undefined where the path leads nowhere. */
function at(value: unknown, path: readonly PropertyKey[]): unknown {
  let here = value;
  for (const key of path) {
    if (typeof here !== "object" || here === null) return undefined;
    here = (here as Record<PropertyKey, unknown>)[key];
  }
  return here;
}

/** A short, secret-free rendering of a value: JSON cut to a few dozen characters, secrets as "[hidden]". */
export function sampleOf(value: unknown, key?: PropertyKey): string {
  if (typeof key === "string" && SECRET.test(key)) return "[hidden]";
  if (value === undefined) return "(absent)";
  let json: string;
  try {
    json = JSON.stringify(value, (k, v: unknown) => (k !== "" && SECRET.test(k) ? "[hidden]" : v)) ?? String(value);
  } catch {
    json = String(value);
  }
  return json.length > SAMPLE_MAX ? `${json.slice(0, SAMPLE_MAX)}…` : json;
}

/** What zod said it expected, in words. */
function expectedOf(issue: z.core.$ZodIssue): string {
  const params = "params" in issue ? (issue.params as { expected?: unknown } | undefined) : undefined;
  if (typeof params?.expected === "string") return params.expected;
  if (issue.code === "invalid_type") return String(issue.expected);
  if (issue.code === "invalid_union") return "one of the shapes the panel reads";
  return issue.message;
}

/** The first few issues of a refused answer (or row), each with its path, what was expected and a sample of what came. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], value: unknown, prefix: readonly PropertyKey[] = [], limit = 5): AnswerIssue[] {
  return issues.slice(0, limit).map((issue) => {
    const path = [...prefix, ...issue.path];
    return { path: path.map(String).join(".") || "(the answer)", expected: expectedOf(issue), sample: sampleOf(at(value, issue.path), issue.path.at(-1)) };
  });
}
