// Test helpers: sign in, call with the spec's token transport, parse JSON or plain text.
import type { Role } from "./types";

export const LOGINS: Record<Role, [string, string]> = {
  admin: ["admin", "admin1234"],
  manager: ["manager", "manager1234"],
  reseller: ["reseller", "reseller1234"],
  dealer: ["dealer", "dealer1234"],
};

export interface Reply {
  status: number;
  body: unknown;
  text: string;
  type: string;
}

export type Json = Record<string, unknown>;

export function client(base: string) {
  async function call(method: "GET" | "POST", path: string, token?: string, body: Json = {}, headers: Record<string, string> = {}): Promise<Reply> {
    const url = new URL(path, base);
    if (method === "GET" && token) url.searchParams.set("token", token);
    const res = await fetch(url, {
      method,
      headers: { "content-type": "application/json", ...headers },
      body: method === "POST" ? JSON.stringify(token ? { ...body, token } : body) : undefined,
    });
    const text = await res.text();
    const type = res.headers.get("content-type") ?? "";
    return { status: res.status, text, type, body: type.includes("json") ? JSON.parse(text) : text };
  }
  async function login(role: Role): Promise<string> {
    const [login_username, login_password] = LOGINS[role];
    const r = await call("POST", "/authenticate", undefined, { login_username, login_password, g_recaptcha_response: "x" });
    if (r.status !== 200) throw new Error(`login ${role}: ${r.status} ${r.text}`);
    return (r.body as { token: string }).token;
  }
  return { call, login };
}
