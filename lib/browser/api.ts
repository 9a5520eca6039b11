// The browser's one way to call the BFF: JSON, the panel's CSRF header, one error shape.
import { PANEL_HEADER } from "@/lib/api/csrf";
import { SERVER_ERROR_MESSAGE } from "@/lib/upstream/errors";
import { endSessionInTab } from "./end-session";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The BFF's whole answer, e.g. an "outcome unknown" with the figures re-read (lib/api/outcome.ts). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type Options = { method?: "GET" | "POST" | "PUT" | "DELETE"; body?: unknown; idempotencyKey?: string };

/**
 * A BFF call that leaves the page alone, so a worker can make it too: the answer, or an ApiError
 * with the server's message and status.
 */
export async function requestJson<T>(path: string, { method = "GET", body, idempotencyKey }: Options = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json", [PANEL_HEADER]: "1" };
  if (method !== "GET") headers["content-type"] = "application/json";
  if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: "same-origin" });
  } catch {
    throw new ApiError(SERVER_ERROR_MESSAGE, 0);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = data && typeof data === "object" && "message" in data && typeof data.message === "string" ? data.message : SERVER_ERROR_MESSAGE;
    throw new ApiError(message, response.status, data);
  }
  return data as T;
}

/** requestJson from the page, which leaves for sign-in when the session has ended. */
export async function apiFetch<T>(path: string, options: Options = {}): Promise<T> {
  try {
    return await requestJson<T>(path, options);
  } catch (error) {
    if (path !== "/api/auth/login") leaveIfSessionEnded(error);
    throw error;
  }
}

/**
 * The session ended (its hour passed or the upstream dropped the token): back to sign-in, the
 * tab's unsaved input and place kept (end-session.ts). From the page only: a worker has no tab.
 */
export function leaveIfSessionEnded(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) endSessionInTab();
}

export const swrFetcher = <T>(path: string) => apiFetch<T>(path);

/** What a snackbar says about a failed call: the server's message, or the generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : SERVER_ERROR_MESSAGE;
}
