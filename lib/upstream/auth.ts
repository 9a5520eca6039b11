import "server-only";
import { z } from "zod";
import { authResponseSchema } from "@/lib/schemas/auth";
import { normalizeRole } from "@/lib/roles";
import type { SessionData } from "@/lib/session/cookie";
import { upstreamPost } from "./call";
import { upstreamFetch } from "./fetch";

export async function authenticate(input: { login: string; password: string; captchaForUpstream: string }) {
  const auth = await upstreamFetch(authResponseSchema, {
    method: "POST",
    path: "/authenticate",
    operation: "authenticate",
    body: {
      login_username: input.login,
      login_password: input.password,
      g_recaptcha_response: input.captchaForUpstream,
    },
  });
  return { token: auth.token, role: normalizeRole(auth.role), name: auth.name };
}

/** Asks the upstream to drop the token; a failure here must not keep anyone signed in. */
export async function revokeToken(session: Pick<SessionData, "token" | "role">): Promise<void> {
  await upstreamPost(z.unknown(), session, "logout", {}, { timeoutMs: 3000 }).catch(() => undefined);
}
