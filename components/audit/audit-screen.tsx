// 'Audit Log' for every role: the entries of the signed-in account's subtree, paged by the upstream.
import { listScreen } from "@/components/ui/data-table/list-screen";
import { AUDIT_LIST } from "@/lib/lists";
import { listAudit } from "@/lib/upstream/audit";
import { AuditList } from "./audit-list";

export const AuditScreen = listScreen(AUDIT_LIST, listAudit, AuditList);
