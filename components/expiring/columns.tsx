"use client";
// The expiry worklist (issue 14), declared once for every role: owners for the roles above the
// dealer, the days left, and Renew from the row with its cost (the client list's renew dialog).
import { useState } from "react";
import { ClientExpiryChip } from "@/components/clients/list/client-cells";
import { clientLeadingColumns } from "@/components/clients/list/columns";
import { RenewClientDialog } from "@/components/clients/list/renew-client-dialog";
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { DataTableRowActions, RowActionButton } from "@/components/ui/data-table/data-table-row-actions";
import { RenewIcon } from "@/components/ui/data-table/icons";
import { defineList } from "@/components/ui/data-table/list-view";
import { todayIso } from "@/lib/format";
import { EXPIRING_LIST, type ExpiringRow, type ExpiringSortKey } from "@/lib/resources/clients";
import { useOffers } from "@/components/shell/offer-context";
import type { Role } from "@/lib/roles";

const helper = createDataTableColumnHelper<ExpiringRow>();

export const EXPIRING_TABS = { label: "Expiring", labels: { week: "NEXT 7 DAYS", trials: "TRIALS ENDING TODAY" } } as const;

/** Whole UTC days from today to the expiry: 0 is today, the client's last day. */
function daysLeft(expiry: string | null): string {
  if (!expiry) return "";
  const days = Math.round((Date.parse(`${expiry}T00:00:00Z`) - Date.parse(`${todayIso()}T00:00:00Z`)) / 86_400_000);
  return days <= 0 ? "Last day today" : days === 1 ? "1 day" : `${days} days`;
}

function RenewAction({ client }: { client: ExpiringRow }) {
  const [open, setOpen] = useState(false);
  const offers = useOffers();
  if (!offers("clients.renew")) return null;
  return (
    <DataTableRowActions>
      <RowActionButton label={`Renew ${client.name}`} icon={<RenewIcon />} onClick={() => setOpen(true)} />
      {open && <RenewClientDialog name={client.name} expiry={client.expiry} onClose={() => setOpen(false)} />}
    </DataTableRowActions>
  );
}

/** Exported for the check that every sortable column is a sort of EXPIRING_LIST (tests/unit/list-columns.test.ts). */
export function columns(role: Role) {
  return helper.columns([
    ...clientLeadingColumns<ExpiringRow>(role),
    helper.accessor("expiry", { id: "expiry" satisfies ExpiringSortKey, header: "Expiry", cell: ({ row }) => <ClientExpiryChip client={row.original} /> }),
    helper.display({ id: "left", header: "Left", meta: { detail: true }, cell: ({ row }) => <span className="whitespace-nowrap">{daysLeft(row.original.expiry)}</span> }),
    helper.display({ id: "actions", header: "Actions", meta: { className: "w-0 text-right" }, cell: ({ row }) => <RenewAction client={row.original} /> }),
  ]);
}

export const ExpiringList = defineList<ExpiringRow, typeof EXPIRING_LIST>({
  name: "Expiring clients",
  shape: EXPIRING_LIST,
  tabs: EXPIRING_TABS,
  columns,
  rowId: (client) => client.name,
  emptyMessage: "Nothing expires soon",
  footnote: "Paid clients whose last day is within the next 7 days, and trials whose last day is today (UTC): both end by the coming midnight UTC after that day.",
  api: "/api/expiring",
  exportKind: "clients",
});
