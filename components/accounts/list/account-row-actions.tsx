"use client";
import type { RowData } from "@tanstack/react-table";
import dynamic from "next/dynamic";
import { useState } from "react";
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { DataTableRowActions, RowActionButton, RowActionLink } from "@/components/ui/data-table/data-table-row-actions";
import { DeleteIcon, EditIcon } from "@/components/ui/data-table/icons";
import { accountEditHref, accountPath } from "@/lib/accounts/kinds";
import { useOffers } from "@/components/shell/offer-context";
import type { Role } from "@/lib/roles";

// Mounted only when Delete is used: loaded then, out of the list's first load.
const DeleteDialog = dynamic(() => import("@/components/ui/delete-dialog").then((m) => m.DeleteDialog), { ssr: false });

type Props = { role: Role; kind: "reseller" | "dealer"; name: string };

const DELETE_OPERATION = { reseller: "resellers.delete", dealer: "dealers.delete" } as const;

/** Edit and Delete on a reseller or dealer row (accounts spec §2.2); Delete only where the operations table allows it. */
export function AccountRowActions({ role, kind, name }: Props) {
  const [deleting, setDeleting] = useState(false);
  const offers = useOffers();
  return (
    <DataTableRowActions>
      <RowActionLink href={accountEditHref(role, kind, name)} label={`Edit ${name}`} icon={<EditIcon />} />
      {offers(DELETE_OPERATION[kind]) && <RowActionButton label={`Delete ${name}`} tone="danger" icon={<DeleteIcon />} onClick={() => setDeleting(true)} />}
      {deleting && <DeleteDialog name={name} path={accountPath(kind, name)} onClose={() => setDeleting(false)} />}
    </DataTableRowActions>
  );
}

/** The Actions column of the reseller and dealer lists. */
export function accountActionsColumn<Row extends RowData>(role: Role, kind: "reseller" | "dealer", nameOf: (row: Row) => string) {
  return createDataTableColumnHelper<Row>().display({
    id: "actions",
    header: "Actions",
    meta: { className: "w-0 text-right" },
    cell: ({ row }) => <AccountRowActions role={role} kind={kind} name={nameOf(row.original)} />,
  });
}
