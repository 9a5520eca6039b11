// GET /api/expiring – one page of the expiry worklist (?tab=week|trials&q=&page=&size=&sort=)
import { apiRoute } from "@/lib/api/route";
import { apiListQuerySchema } from "@/lib/list/query-schema";
import { EXPIRING_LIST } from "@/lib/lists";
import { listExpiring } from "@/lib/upstream/renewals";

export const GET = apiRoute({ operation: "clients.expiring", query: apiListQuerySchema(EXPIRING_LIST) }, ({ session, query }) => listExpiring(session, query));
