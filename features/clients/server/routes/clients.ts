// GET /api/clients – one page of the signed-in role's clients (?tab=&q=&page=&size=&sort=)
// POST /api/clients – add a client
import { addInputSchema } from "@/features/clients/server/client-input";
import { apiRoute } from "@/lib/api/route";
import { clientNow } from "@/lib/api/subjects";
import type { SessionData } from "@/lib/session/cookie";
import { apiListQuerySchema } from "@/lib/list/query-schema";
import { CLIENT_LIST } from "@/lib/lists";
import { addClient, listClients } from "@/lib/upstream/clients";
import type { NameAnswer } from "@/lib/schemas/write-answer";

export const GET = apiRoute({ operation: "clients.list", query: apiListQuerySchema(CLIENT_LIST) }, ({ session, query }) => listClients(session, query));

// A client added with months is paid for; a trial (0 months) is free.
const spends = {
  when: (body: { months: number }) => body.months > 0,
  subject: ({ session, body }: { session: SessionData; body: { login: string } }) => clientNow(session, body.login),
};

export const POST = apiRoute({ operation: "clients.add", body: addInputSchema, spends }, async ({ session, body }): Promise<NameAnswer> => {
  const result = await addClient(session, body, {});
  return { ...result, name: result.name ?? body.login };
});
