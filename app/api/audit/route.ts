// GET /api/audit – one page of the audit log of the signed-in account's subtree (?tab=&q=&page=&size=)
import { apiRoute } from "@/lib/api/route";
import { apiListQuerySchema } from "@/lib/list/query-schema";
import { AUDIT_LIST } from "@/lib/lists";
import { listAudit } from "@/lib/upstream/audit";

export const GET = apiRoute({ operation: "audit.list", query: apiListQuerySchema(AUDIT_LIST) }, ({ session, query }) => listAudit(session, query));
