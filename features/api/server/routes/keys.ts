import "server-only";
// GET /api/api-keys – the keys the signed-in account sees (its own and those below it), and whether its upstream password is stored
// POST /api/api-keys – create a key: its secret is in this answer only (a second factor asks for a current code)
import { apiRoute } from "@/lib/api/route";
import { jsonError } from "@/lib/api/responses";
import { storedCredential } from "@/features/reminders/server";
import { hasSecondFactor } from "@/features/security/server";
import { proveOwner } from "@/features/security/server";
import { createKeySchema, KEY_MESSAGES } from "../../key-input";
import { keyView, visibleKeys } from "../key-admin";
import { newSecret } from "../key-secret";
import { insertKey } from "../keys-repo";

const DAY_MS = 86_400_000;

export const GET = apiRoute({ name: "apiKeys.list", screen: "apiKeys" }, async ({ session }) => ({
  keys: await visibleKeys(session),
  hasCredential: (await storedCredential(session.accountId)) !== null,
}));

export const POST = apiRoute({ name: "apiKeys.create", screen: "apiKeys", body: createKeySchema }, async ({ request, session, actor, body }) => {
  if (await hasSecondFactor(actor.account)) {
    if (body.code === undefined) return jsonError(422, KEY_MESSAGES.codeRequired, { field: "code" });
    const refused = await proveOwner(request, actor.account, body.code);
    if (refused) return refused;
  }
  const secret = newSecret();
  const key = await insertKey({
    owner: { accountId: session.accountId, role: session.role, name: session.name },
    name: body.name,
    prefix: secret.prefix,
    hash: secret.hash,
    scopes: body.scopes,
    expiresAt: body.expiresInDays === null ? null : new Date(Date.now() + body.expiresInDays * DAY_MS),
    allowed: body.allowed,
  });
  return Response.json({ key: keyView(session, key), secret: secret.key }, { status: 201, headers: { "cache-control": "no-store" } });
});
