import "server-only";
import { isOutcomeUnknown } from "@/lib/api/outcome";

// The API's errors as RFC 9457 problem details (application/problem+json): a stable `type` per
// kind of error (a URN the docs list, so a program can branch on it), the HTTP status, a title
// and the panel's message as `detail`. The pipeline's handlers answer { message, field? }; the
// API turns those into problems by their status, and its own refusals name their type outright.

export const PROBLEM_TYPES = {
  "bad-request": "Bad request",
  "key-in-url": "API key in the URL",
  "idempotency-key-required": "Idempotency-Key required",
  unauthorized: "Unauthorized",
  forbidden: "Forbidden",
  "insufficient-scope": "Insufficient scope",
  "address-not-allowed": "Address not allowed",
  "credential-required": "Stored upstream password required",
  "not-found": "Not found",
  "idempotency-conflict": "Idempotency-Key reused with another request",
  "body-too-large": "Body too large",
  "invalid-input": "Invalid input",
  "rate-limited": "Too many requests",
  "not-offered": "Not offered by this backend",
  "upstream-error": "Backend error",
  unavailable: "Unavailable",
  "outcome-unknown": "Outcome unknown",
  "upstream-timeout": "Backend timeout",
  "server-error": "Server error",
} as const;

export type ProblemType = keyof typeof PROBLEM_TYPES;

export const problemUri = (type: ProblemType) => `urn:reseller-panel:problem:${type}`;

const BY_STATUS: Record<number, ProblemType> = {
  400: "bad-request",
  401: "unauthorized",
  403: "forbidden",
  404: "not-found",
  409: "idempotency-conflict",
  413: "body-too-large",
  422: "invalid-input",
  429: "rate-limited",
  501: "not-offered",
  502: "upstream-error",
  503: "unavailable",
  504: "upstream-timeout",
};

export function problem(
  status: number,
  type: ProblemType,
  detail: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  const body = { type: problemUri(type), title: PROBLEM_TYPES[type], status, detail, ...extra };
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/problem+json", "cache-control": "no-store", ...headers } });
}

/** The pipeline's error answer as a problem; a success passes through unchanged. */
export async function asProblem(response: Response, check?: string): Promise<Response> {
  if (response.status < 400 || response.headers.get("content-type")?.startsWith("application/problem+json")) return response;
  const body: unknown = await response.json().catch(() => ({}));
  const { message, problem: named, ...rest } = (body ?? {}) as { message?: unknown; problem?: unknown } & Record<string, unknown>;
  const detail = typeof message === "string" ? message : PROBLEM_TYPES[BY_STATUS[response.status] ?? "server-error"];
  const type: ProblemType = isOutcomeUnknown(body)
    ? "outcome-unknown"
    : typeof named === "string" && named in PROBLEM_TYPES
      ? (named as ProblemType)
      : (BY_STATUS[response.status] ?? "server-error");
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== "content-type" && name !== "content-length") headers[name] = value;
  });
  return problem(response.status, type, detail, { ...rest, ...(type === "outcome-unknown" && check ? { check } : {}) }, headers);
}
