import "server-only";
// GET /api/audit – one page of the reference upstream's own audit records of the signed-in account's subtree (?tab=&q=&page=&size=)
import { apiRoute } from "@/lib/api/route";
import { apiListQuerySchema } from "@/lib/list/query-schema";
import { AUDIT_LIST } from "@/features/journal/upstream/list";
import { listAudit } from "@/features/journal/server/upstream-audit";

export const GET = apiRoute({ operation: "audit.list", query: apiListQuerySchema(AUDIT_LIST) }, ({ session, query }) => listAudit(session, query));
