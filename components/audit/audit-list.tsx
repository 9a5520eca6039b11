"use client";
// The Audit Log list (issue 14), every role: When, Who, Role, Action, Target, Changes (before →
// after). On phones the changes and the time move to the row's detail.
import { Chip } from "@/components/ui/chip";
import { AuditSearch } from "./audit-search";
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { defineList } from "@/components/ui/data-table/list-view";
import { actionLabel, describeChange } from "@/lib/audit/search";
import { formatTimestamp } from "@/lib/format";
import { AUDIT_LIST, type AuditEntry } from "@/lib/resources/audit";
import { ROLE_INFO } from "@/lib/roles";

const helper = createDataTableColumnHelper<AuditEntry>();

/** Exported for the check that every sortable column is a sort of AUDIT_LIST (tests/unit/list-columns.test.ts). */
export function columns() {
  return helper.columns([
    helper.accessor("created", {
      header: "When",
      enableSorting: false,
      meta: { detail: true },
      cell: ({ getValue }) => <span className="whitespace-nowrap tabular-nums">{formatTimestamp(getValue())}</span>,
    }),
    helper.accessor("actor", { header: "Who", enableSorting: false, cell: ({ getValue }) => <span className="break-all">{getValue()}</span> }),
    helper.accessor("role", { header: "Role", enableSorting: false, cell: ({ getValue }) => ROLE_INFO[getValue()].label }),
    helper.accessor("action", { header: "Action", enableSorting: false, cell: ({ getValue }) => <Chip tone="neutral">{actionLabel(getValue())}</Chip> }),
    helper.accessor("target", { header: "Target", enableSorting: false, cell: ({ getValue }) => <span className="break-all">{getValue()}</span> }),
    helper.accessor("changes", {
      header: "Changes",
      enableSorting: false,
      meta: { detail: true },
      cell: ({ getValue }) => (
        <ul className="max-w-md text-sm">
          {getValue().map((change, i) => (
            <li key={i} className="break-words">
              {describeChange(change)}
            </li>
          ))}
        </ul>
      ),
    }),
  ]);
}

export const AuditList = defineList<AuditEntry, typeof AUDIT_LIST>({
  name: "Audit log",
  shape: AUDIT_LIST,
  columns,
  tabs: {
    label: "Actions",
    labels: { all: "All", clients: "Clients", accounts: "Accounts", messages: "Messages", tickets: "Tickets", sessions: "Sign-ins" },
  },
  rowId: (row) => String(row.id),
  rowLabel: (row) => `${formatTimestamp(row.created)} ${row.actor} ${actionLabel(row.action)} ${row.target}`,
  emptyMessage: "No entries found",
  search: AuditSearch,
  footnote: "From and To are UTC days, both included. Entries cannot be edited or deleted.",
  api: "/api/audit",
  exportKind: "audit",
});
