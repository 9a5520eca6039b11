// 'Backend Audit Records': the reference upstream's own audit records of the signed-in account's
// subtree, paged by the upstream; the second source beside the panel's journal (the Audit Log).
import { listScreen } from "@/components/ui/data-table/list-screen";
import { AUDIT_LIST } from "@/features/journal/upstream/list";
import { listAudit } from "@/features/journal/server/upstream-audit";
import { AuditList } from "@/features/journal/components/upstream-audit-list";

export const BackendAuditScreen = listScreen(AUDIT_LIST, listAudit, AuditList);
