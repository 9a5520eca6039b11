import "server-only";
// DELETE /api/api-keys/:id – revoke a key of the account's own or of an account below it: it stops at once on every instance
import { apiRoute } from "@/lib/api/route";
import { jsonError } from "@/lib/api/responses";
import { keyIdParams } from "../../key-input";
import { keyView, revocableKey } from "../key-admin";
import { keyById, revokeKey } from "../keys-repo";

const NOT_FOUND = "Key not found";

export const DELETE = apiRoute({ name: "apiKeys.revoke", screen: "apiKeys", params: keyIdParams, notFound: NOT_FOUND }, async ({ session, params }) => {
  const key = await revocableKey(session, params.id);
  if (!key) return jsonError(404, NOT_FOUND);
  await revokeKey(key.id, session.name);
  return { key: keyView(session, (await keyById(key.id)) ?? key) };
});
