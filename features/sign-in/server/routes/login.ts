// POST /api/auth/login – verify the captcha, authenticate upstream, start the sealed session
import { jsonError } from "@/lib/api/responses";
import { apiRoute } from "@/lib/api/route";
import { clientAddress } from "@/lib/auth/client-address";
import { reserveAttempt, throttleMessage } from "@/lib/auth/login-throttle";
import { getCaptchaConfig } from "@/features/sign-in/captcha/config";
import { bindAccount } from "@/lib/identity/accounts";
import { RECAPTCHA_REQUIRED_MESSAGE } from "@/features/sign-in/captcha/messages";
import { verifyLoginCaptcha } from "@/features/sign-in/captcha/verify";
import { recordSignIn } from "@/lib/metrics";
import { loginSchema, type SignedInAnswer } from "@/lib/schemas/auth";
import { startSession } from "@/lib/session";
import { pendingSecondFactor } from "@/features/security/server";
import { authenticate } from "@/lib/upstream/auth";
import { UpstreamError } from "@/lib/upstream/errors";

const asksForRecaptcha = (error: unknown) =>
  getCaptchaConfig().kind === "altcha" &&
  error instanceof UpstreamError &&
  error.kind === "response" &&
  error.status < 500 &&
  error.status !== 401 &&
  /captcha/i.test(error.message);

export const POST = apiRoute({ name: "login", auth: "none", body: loginSchema }, async ({ request, body }) => {
  const { login, password, captcha } = body;

  // Reserved before anything is asked, so a burst cannot get past the limits (login-throttle.ts).
  const attempt = await reserveAttempt(clientAddress(request.headers), login);
  if (!attempt.ok) {
    recordSignIn("throttled");
    const answer = jsonError(429, throttleMessage(attempt.retryAfterMs));
    answer.headers.set("retry-after", String(Math.ceil(attempt.retryAfterMs / 1000)));
    return answer;
  }

  const verified = await verifyLoginCaptcha(captcha);
  if (!verified.ok) {
    await attempt.settle("cancelled");
    recordSignIn("captcha_failed");
    return jsonError(400, "Human verification failed. Please verify again.");
  }

  try {
    const upstream = await authenticate({ login, password, captchaForUpstream: verified.upstreamValue });
    // The panel's identity of the account (lib/identity): its records are keyed by it, not by the name.
    const auth = { ...upstream, accountId: await bindAccount(upstream.role, upstream.name) };
    // A second factor owed: no session yet. The password's attempt is given back (not
    // counted, the pair's earlier failures kept); each code tried is an attempt of its own.
    const pending = await pendingSecondFactor(request, auth, login);
    if (pending) {
      await attempt.settle("cancelled");
      return pending;
    }
    await attempt.settle("success");
    const session = await startSession(auth, request);
    recordSignIn("success");
    return { role: session.role, name: session.name, expiresAt: session.expiresAt } satisfies SignedInAnswer;
  } catch (error) {
    // The backend wants a Google reCAPTCHA answer and the panel runs its own captcha: only the
    // operator can fix that, so the page says how rather than "Please complete the captcha".
    if (asksForRecaptcha(error)) {
      await attempt.settle("cancelled");
      recordSignIn("error");
      return jsonError(400, RECAPTCHA_REQUIRED_MESSAGE, { operator: true });
    }
    const wrongCredentials = error instanceof UpstreamError && error.kind === "response" && error.status < 500;
    recordSignIn(wrongCredentials ? "wrong_credentials" : "error");
    await attempt.settle(wrongCredentials ? "failure" : "cancelled");
    throw error;
  }
});
