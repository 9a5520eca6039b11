// The reference upstream's own audit records as a list (sorts typed against its row): newest
// first only; the tabs are groups of actions, counted by the upstream. Its call is AUDIT_CALLS
// (lib/resources/audit.ts), which only the reference upstream has.
import { sortedUpstreamBy } from "@/lib/list/sorting";
import type { AuditEntry } from "./schema";

export type { AuditEntry };

export const AUDIT_LIST = sortedUpstreamBy<AuditEntry>()({
  tabs: ["all", "clients", "accounts", "messages", "tickets", "sessions"],
  sorts: ["-created"],
});
