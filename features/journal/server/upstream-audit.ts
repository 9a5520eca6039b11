import "server-only";
import { parseAuditSearch } from "@/features/journal/upstream/search";
import type { ListPage, QueryOf } from "@/lib/list/query";
import type { AUDIT_LIST } from "@/features/journal/upstream/list";
import { auditPageSchema, type AuditEntry } from "@/features/journal/upstream/schema";
import { upstreamGet, type Caller } from "@/lib/upstream/call";

/** One page of the audit log of the caller's subtree: the upstream filters, counts and pages it. */
export async function listAudit(caller: Caller, query: QueryOf<typeof AUDIT_LIST>): Promise<ListPage<AuditEntry>> {
  const { search, actor, action, target, from, to } = parseAuditSearch(query.q);
  const answer = await upstreamGet(auditPageSchema, caller, "audit.list", {
    query: {
      search: search || undefined,
      actor,
      action,
      target,
      from,
      to,
      group: query.tab === "all" ? undefined : query.tab,
      page: query.page,
      per_page: query.size,
    },
  });
  return { rows: answer.data, total: answer.total, totalPages: answer.total_pages, counts: answer.counts };
}
