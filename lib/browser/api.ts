// The browser's one way to call the BFF: JSON, the panel's CSRF header, one error shape.
import { PANEL_HEADER } from "@/lib/api/csrf";
import { SERVER_ERROR_MESSAGE } from "@/lib/upstream/errors";
import { endSessionInTab } from "./end-session";

export class ApiError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
    this.name = "ApiError";
  }
}

type Options = { method?: "GET" | "POST" | "PUT" | "DELETE"; body?: unknown; idempotencyKey?: string };

export async function apiFetch<T>(path: string, { method = "GET", body, idempotencyKey }: Options = {}): Promise<T> {
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
    // The session ended (its hour passed or the upstream dropped the token): back to sign-in.
    if (response.status === 401 && path !== "/api/auth/login") endSessionInTab();
    throw new ApiError(message, response.status);
  }
  return data as T;
}

export const swrFetcher = <T,>(path: string) => apiFetch<T>(path);

/** What a snackbar says about a failed call: the server's message, or the generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : SERVER_ERROR_MESSAGE;
}
