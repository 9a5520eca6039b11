import "server-only";
// PUT /api/api-keys/credential – store the account's upstream password, sealed, for the API and the reminders (checked by signing in)
// DELETE /api/api-keys/credential – forget it: the API's keys and the reminders stop until it is stored again
import { apiRoute } from "@/lib/api/route";
import { forgetCredential, storeCredential } from "@/features/reminders/server";
import { credentialSchema } from "../../key-input";

const accountOf = (session: { accountId: string; role: "admin" | "manager" | "reseller" | "dealer"; name: string }) => ({
  accountId: session.accountId,
  role: session.role,
  name: session.name,
});

export const PUT = apiRoute({ name: "apiKeys.credential", screen: "apiKeys", body: credentialSchema }, async ({ request, session, body }) => {
  const refused = await storeCredential(request.headers, accountOf(session), body.password);
  return refused ?? { hasCredential: true };
});

export const DELETE = apiRoute({ name: "apiKeys.credentialForget", screen: "apiKeys" }, async ({ session }) => {
  await forgetCredential(accountOf(session));
  return { hasCredential: false };
});
