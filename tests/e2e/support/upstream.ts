// Direct calls to the reference upstream, so tests can compare what the panel shows with the
// upstream's own figures, and mint tokens.
import { E2E } from "./env";
import { ROLE_INFO, type Role } from "@/lib/roles";

export async function upstreamToken(login: string, password: string): Promise<string> {
  const response = await fetch(`${E2E.upstreamUrl}/authenticate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login_username: login, login_password: password, g_recaptcha_response: "" }),
  });
  if (!response.ok) throw new Error(`authenticate ${login}: HTTP ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** GET `<role's prefix>/<call>`, or a whole path when `call` starts with "/" (either may carry a query). */
export async function upstreamGet<T>(role: Role, token: string, call: string): Promise<{ status: number; body: T }> {
  const path = call.startsWith("/") ? call : `${ROLE_INFO[role].prefix}/${call}`;
  const response = await fetch(`${E2E.upstreamUrl}${path}${path.includes("?") ? "&" : "?"}token=${encodeURIComponent(token)}`);
  return { status: response.status, body: (await response.json()) as T };
}
