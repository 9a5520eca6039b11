// POST /authenticate and the token check. Tokens are random and live one hour.
import { randomBytes } from "node:crypto";
import { HttpError, bad } from "./errors";
import type { Account, SpecUpstreamOptions, State } from "./types";

const HOUR = 3_600_000;

export class Sessions {
  private tokens = new Map<string, { name: string; expires: number }>();

  authenticate(s: State, opts: SpecUpstreamOptions, body: Record<string, unknown>) {
    const { login_username: login, login_password: password, g_recaptcha_response: captcha } = body;
    if (opts.requireRecaptcha && (typeof captcha !== "string" || captcha.trim() === "")) {
      throw bad("Please complete the captcha");
    }
    const account = typeof login === "string" ? s.accounts.get(login) : undefined;
    if (!account || account.password !== password) throw new HttpError(401, "Invalid login name or password");
    const token = randomBytes(24).toString("base64url");
    this.tokens.set(token, { name: account.name, expires: Date.now() + HOUR });
    return { token, role: account.role, name: account.name };
  }

  /** The name of the account a live token was issued to, for the test controls' rules; undefined for any other token. */
  nameOf(token: unknown): string | undefined {
    const entry = typeof token === "string" ? this.tokens.get(token) : undefined;
    return entry && entry.expires > Date.now() ? entry.name : undefined;
  }

  /** The account behind a token (looked up afresh, so a reset or delete is seen at once). */
  account(s: State, token: unknown): Account {
    if (typeof token !== "string" || token === "") throw new HttpError(401, "Missing token");
    const entry = this.tokens.get(token);
    const account = entry && entry.expires > Date.now() ? s.accounts.get(entry.name) : undefined;
    if (!account) throw new HttpError(401, "Invalid or expired token");
    return account;
  }
}
