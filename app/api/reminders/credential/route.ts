// POST /api/reminders/credential – check the account's password with the upstream and store it sealed for the scheduler
// DELETE /api/reminders/credential – forget it (device reminders stop)
import { clientAddress } from "@/lib/auth/client-address";
import { reserveAttempt, throttleMessage } from "@/lib/auth/login-throttle";
import { jsonError } from "@/lib/api/responses";
import { apiRoute } from "@/lib/api/route";
import { credentialBinding, saveCredential } from "@/lib/reminders/repo";
import { credentialSchema, REMINDER_TEXTS } from "@/lib/reminders/schemas";
import { signInAs, SignInRefused, signOut } from "@/lib/reminders/upstream";
import { panelStore } from "@/lib/store";
import { sealSecret } from "@/lib/store/secrets";

export const POST = apiRoute({ operation: "messages.send", body: credentialSchema }, async ({ request, session, body }) => {
  // A password check is a sign-in: the sign-in throttle counts it, so a taken-over session cannot guess with it.
  const attempt = await reserveAttempt(clientAddress(request.headers), session.name);
  if (!attempt.ok) return jsonError(429, throttleMessage(attempt.retryAfterMs));
  const credential = sealSecret(body.password, credentialBinding(session.accountId));
  try {
    // The same sign-in the scheduler makes: it must work now, as this account. Its token is not kept.
    await signOut(await signInAs({ accountId: session.accountId, role: session.role, name: session.name, credential }));
  } catch (error) {
    // Only the upstream's refusal counts as a wrong guess; an upstream away counts nothing.
    await attempt.settle(error instanceof SignInRefused ? "failure" : "cancelled");
    if (!(error instanceof SignInRefused)) throw error;
    return jsonError(422, error.message.replace(" on the Reminders screen", ""), { field: "password" });
  }
  await attempt.settle("success");
  await saveCredential(await panelStore(), { accountId: session.accountId, role: session.role, name: session.name }, credential, new Date());
  return { message: REMINDER_TEXTS.credentialSaved };
});

export const DELETE = apiRoute({ operation: "messages.send" }, async ({ session }) => {
  await saveCredential(await panelStore(), { accountId: session.accountId, role: session.role, name: session.name }, null, new Date());
  return { message: REMINDER_TEXTS.credentialForgotten };
});
