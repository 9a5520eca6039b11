"use client";
// Manage Resellers (accounts spec §2.2): Reseller (link), Manager (the admin's view only),
// Description, Dealers, Clients, Credits, and Edit/Delete. Description and counts go to the
// detail row on phones.
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { defineList } from "@/components/ui/data-table/list-view";
import { accountPath } from "@/lib/accounts/kinds";
import { RESELLER_LIST, type ResellerRow, type ResellerSortKey } from "@/lib/resources/resellers";
import type { Role } from "@/lib/roles";
import { screenRoute } from "@/lib/screens";
import { AccountLink } from "./account-link";
import { accountActionsColumn } from "./account-row-actions";
import { countColumn } from "./count-column";

const helper = createDataTableColumnHelper<ResellerRow>();

/** Exported for the check that every sortable column is a sort of RESELLER_LIST (tests/unit/list-columns.test.ts). */
export const columns = (role: Role) =>
  helper.columns([
    helper.accessor("reseller", { id: "name" satisfies ResellerSortKey, header: "Reseller", cell: ({ getValue }) => <AccountLink role={role} kind="reseller" name={getValue()} /> }),
    helper.accessor("manager", { header: "Manager", enableSorting: false, meta: { roles: ["admin"], detail: true } }),
    helper.accessor("description", { header: "Description", enableSorting: false, meta: { detail: true } }),
    helper.accessor("dealersCount", { ...countColumn("Dealers", { detail: true }), id: "dealers" satisfies ResellerSortKey }),
    helper.accessor("clientsCount", { ...countColumn("Clients"), id: "clients" satisfies ResellerSortKey }),
    helper.accessor("credits", { ...countColumn("Credits"), id: "credits" satisfies ResellerSortKey }),
    accountActionsColumn<ResellerRow>(role, "reseller", (row) => row.reseller),
  ]);

export const ResellerList = defineList<ResellerRow, typeof RESELLER_LIST>({
  name: "Resellers",
  shape: RESELLER_LIST,
  columns,
  rowId: (row) => row.reseller,
  emptyMessage: "No resellers found",
  api: accountPath("reseller"),
  exportKind: "resellers",
  add: (role) => ({ label: "Add Reseller", href: screenRoute(role, "resellers.add") ?? "/" }),
});
