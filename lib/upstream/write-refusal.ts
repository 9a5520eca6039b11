import { messageInJson, refusedMessage } from "./errors";

// A write answered 2xx whose body says it failed. Many PHP backends answer every call 200 and put
// the outcome in the body; taking such an answer for "done" would show money moved that never
// moved. Only the plain, common forms count, each read strictly, so that a success that happens
// to carry one of these keys (PHP's `"error": false`, `"error": null`, `"success": true`) stays a
// success:
//   {"status": "error" | "fail" | "failed"}   (any case; JSend and its PHP variants)
//   {"success": false | 0 | "0" | "false"}
//   {"error": <a non-empty string, true, a number but 0, or a non-empty object>}
// Anything else is decided by the status, as every other answer is.

const FAILED_STATUS = new Set(["error", "fail", "failed"]);
const FALSE = new Set<unknown>([false, 0, "0", "false"]);

/** The refusal's message (the backend's own, or a sentence naming the status) when the body says the write failed; undefined otherwise. */
export function refusalIn2xx(status: number, body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const answer = body as Record<string, unknown>;
  const failed =
    (typeof answer.status === "string" && FAILED_STATUS.has(answer.status.trim().toLowerCase())) ||
    ("success" in answer && FALSE.has(answer.success)) ||
    ("error" in answer && saysError(answer.error));
  return failed ? (messageInJson(answer) ?? refusedMessage(status)) : undefined;
}

function saysError(error: unknown): boolean {
  if (error === true) return true;
  if (typeof error === "number") return error !== 0;
  if (typeof error === "string") return error.trim() !== "" && !FALSE.has(error.trim().toLowerCase());
  if (typeof error === "object" && error !== null) return Array.isArray(error) ? error.length > 0 : Object.keys(error).length > 0;
  return false;
}
