// POST /authenticate – sign in; POST /<prefix>/logout – revoke the token.
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { z } from "zod";
import { DECOY_HASH, verifyPassword } from "../auth/passwords";
import { issueToken, revokeToken } from "../auth/tokens";
import { accounts } from "../db/schema";
import type { Deps, RouteModule } from "../http/context";
import { HttpError } from "../http/errors";
import { audit } from "../rules/audit/record";
import { parseInput } from "../http/input";
import { plainText } from "../http/text";

const credentialsSchema = z.object({
  // Printable text: a NUL byte would fail the lookup in PostgreSQL instead of answering 401.
  login_username: plainText().trim().min(1, "Login name is required").max(100),
  login_password: z.string().min(1, "Password is required").max(200),
  g_recaptcha_response: z.string().max(10_000).default(""),
});

export function authenticateRoute(app: Hono, deps: Deps): void {
  app.post("/authenticate", async (c) => {
    const body: unknown = await c.req.json().catch(() => {
      throw new HttpError(400, "Request body must be JSON");
    });
    const input = parseInput(credentialsSchema, body);
    // The captcha answer cannot be checked against Google offline; with a secret configured we
    // at least insist that the panel sent one (see README).
    if (deps.captchaRequired && input.g_recaptcha_response === "") {
      throw new HttpError(400, "Please complete the captcha");
    }
    const [account] = await deps.db.select().from(accounts).where(eq(accounts.name, input.login_username));
    const valid = await verifyPassword(input.login_password, account?.passwordHash ?? DECOY_HASH);
    if (!account || !valid) throw new HttpError(401, "Invalid login name or password");
    const now = deps.now();
    const actor = { id: account.id, name: account.name, role: account.role };
    // The token and its entry commit together: no session without its sign-in entry.
    const token = await deps.db.transaction(async (tx) => {
      const issued = await issueToken(tx, account.id, now);
      await audit(tx, actor, now, { action: "session.sign_in", target: account.name });
      return issued;
    });
    return c.json({ token, role: account.role, name: account.name });
  });
}

export const sessionRoutes: RouteModule = (routes, _role, deps) => {
  routes.post("/logout", async (c) => {
    await deps.db.transaction(async (tx) => {
      await revokeToken(tx, c.var.token);
      await audit(tx, c.var.actor, deps.now(), { action: "session.sign_out", target: c.var.actor.name });
    });
    return c.json({ message: "Logged out" });
  });
};
