import "server-only";
// GET /api/v1/clients – one page of the key's account's clients (?tab=&q=&page=&size=&sort=, as the screens filter)
// POST /api/v1/clients – add a client (paid when months > 0; Idempotency-Key required)
import { addInputSchema } from "@/features/clients/server";
import { clientNow } from "@/lib/api/subjects";
import { apiListQuerySchema } from "@/lib/list/query-schema";
import { CLIENT_LIST } from "@/lib/lists";
import type { SessionData } from "@/lib/session/cookie";
import { addClient, listClients } from "@/lib/upstream/clients";
import { withBalance } from "../balance";
import { v1Route } from "../v1-route";

export const GET = v1Route({ scope: "clients:read", operation: "clients.list", query: apiListQuerySchema(CLIENT_LIST) }, ({ session, query }) =>
  listClients(session, query),
);

const spends = {
  when: (body: { months: number }) => body.months > 0,
  subject: ({ session, body }: { session: SessionData; body: { login: string } }) => clientNow(session, body.login),
};

export const POST = v1Route({ scope: "clients:add", operation: "clients.add", body: addInputSchema, spends }, async ({ session, body }) => {
  const result = await addClient(session, body, {});
  return withBalance(session, { ...result, name: result.name ?? body.login });
});
