// 'Audit Log' for every role (issue 14): the entries of the signed-in account's subtree, paged by the upstream.
import type { ScreenProps } from "@/components/shell/screen-page";
import { ListScreen } from "@/components/ui/data-table/list-screen";
import { AUDIT_LIST } from "@/lib/lists";
import { listAudit } from "@/lib/upstream/audit";
import { AuditList } from "./audit-list";

export function AuditScreen({ session, route, title, searchParams }: ScreenProps) {
  return (
    <ListScreen
      title={title}
      path={route}
      shape={AUDIT_LIST}
      searchParams={searchParams}
      load={(query) => listAudit(session, query)}
      render={(query, page) => <AuditList role={session.role} path={route} query={query} page={page} />}
    />
  );
}
