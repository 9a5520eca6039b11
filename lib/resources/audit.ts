// The audit log: its upstream call, which only the reference upstream keeps, and its
// list (sorts typed against its row). The row's zod schema is lib/schemas/audit.ts (a type
// import: this module stays free of zod for client components); the columns' rendering is
// components/audit/audit-list.tsx; its export, which needs the action labels, is
// lib/export/tables/audit.ts.
import { sortedUpstreamBy } from "@/lib/list/sorting";
import type { AuditEntry } from "@/lib/schemas/audit";
import { prefixed, type Call } from "./call-table";

export type { AuditEntry };

export const AUDIT_CALLS = {
  "audit.list": { reference: prefixed("audit"), spec: "reference-only" },
} as const satisfies Record<string, Call>;

/** Newest first only; the tabs are groups of actions, counted by the upstream. */
export const AUDIT_LIST = sortedUpstreamBy<AuditEntry>()({
  tabs: ["all", "clients", "accounts", "messages", "tickets", "sessions"],
  sorts: ["-created"],
});
