"use client";
import { useTranslations } from "next-intl";
// The expiry worklist, declared once for every role: owners for the roles above the
// dealer, the days left, and Renew from the row with its cost (the client list's renew dialog).
import { useState } from "react";
import { ClientExpiryChip } from "@/features/clients";
import { clientLeadingColumns } from "@/features/clients";
import { RenewClientDialog } from "@/features/clients";
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { DataTableRowActions, RowActionButton } from "@/components/ui/data-table/data-table-row-actions";
import { RenewIcon } from "@/components/ui/data-table/icons";
import { defineList } from "@/components/ui/data-table/list-view";
import { todayIso } from "@/lib/format";
import { EXPIRING_LIST, type ExpiringRow, type ExpiringSortKey } from "@/lib/resources/clients";
import { useOffers } from "@/components/shell/offer-context";
import type { Role } from "@/lib/roles";

const helper = createDataTableColumnHelper<ExpiringRow>();

export const EXPIRING_TABS = { label: "expiring.tabsLabel", labels: { week: "expiring.week", trials: "expiring.trials" } } as const;

/** Whole UTC days from today to the expiry: 0 is today, the client's last day. */
function DaysLeft({ expiry }: { expiry: string | null }) {
  const t = useTranslations("clients");
  if (!expiry) return null;
  const days = Math.round((Date.parse(`${expiry}T00:00:00Z`) - Date.parse(`${todayIso()}T00:00:00Z`)) / 86_400_000);
  return <span className="whitespace-nowrap">{days <= 0 ? t("expiring.lastDay") : t("expiring.days", { count: days, n: String(days) })}</span>;
}

function RenewAction({ client }: { client: ExpiringRow }) {
  const t = useTranslations("clients");
  const [open, setOpen] = useState(false);
  const offers = useOffers();
  if (!offers("clients.renew")) return null;
  return (
    <DataTableRowActions>
      <RowActionButton label={t("renewName", { name: client.name })} icon={<RenewIcon />} onClick={() => setOpen(true)} />
      {open && <RenewClientDialog name={client.name} expiry={client.expiry} onClose={() => setOpen(false)} />}
    </DataTableRowActions>
  );
}

/** Exported for the check that every sortable column is a sort of EXPIRING_LIST (tests/unit/list-columns.test.ts). */
export function columns(role: Role) {
  return helper.columns([
    ...clientLeadingColumns<ExpiringRow>(role),
    helper.accessor("expiry", {
      id: "expiry" satisfies ExpiringSortKey,
      header: "columns.expiry",
      cell: ({ row }) => <ClientExpiryChip client={row.original} />,
    }),
    helper.display({ id: "left", header: "expiring.left", meta: { detail: true }, cell: ({ row }) => <DaysLeft expiry={row.original.expiry} /> }),
    helper.display({ id: "actions", header: "columns.actions", meta: { className: "w-0 text-end" }, cell: ({ row }) => <RenewAction client={row.original} /> }),
  ]);
}

export const ExpiringList = defineList<ExpiringRow, typeof EXPIRING_LIST>({
  namespace: "clients",
  name: "expiring.name",
  shape: EXPIRING_LIST,
  tabs: EXPIRING_TABS,
  columns,
  rowId: (client) => client.name,
  emptyMessage: "expiring.empty",
  footnote: "expiring.footnote",
  api: "/api/expiring",
  exportKind: "clients",
});
