"use client";
// Manage Dealers (accounts spec §2.2): Manager (admin), Reseller (admin and super reseller), Dealer
// (link), Description, Clients, Credits, and Edit/Delete. The owners and the description go to
// the detail row on phones.
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { defineList } from "@/components/ui/data-table/list-view";
import { accountPath } from "@/lib/accounts/kinds";
import { DEALER_LIST, type DealerRow, type DealerSortKey } from "@/lib/resources/dealers";
import type { Role } from "@/lib/roles";
import { screenRoute } from "@/lib/screens";
import { AccountLink } from "./account-link";
import { accountActionsColumn } from "./account-row-actions";
import { countColumn } from "./count-column";

const helper = createDataTableColumnHelper<DealerRow>();

/** Exported for the check that every sortable column is a sort of DEALER_LIST (tests/unit/list-columns.test.ts). */
export const columns = (role: Role) =>
  helper.columns([
    helper.accessor("manager", { header: "Manager", enableSorting: false, meta: { roles: ["admin"], detail: true } }),
    helper.accessor("reseller", { header: "Reseller", enableSorting: false, meta: { roles: ["admin", "manager"], detail: true } }),
    helper.accessor("dealer", { id: "name" satisfies DealerSortKey, header: "Dealer", cell: ({ getValue }) => <AccountLink role={role} kind="dealer" name={getValue()} /> }),
    helper.accessor("description", { header: "Description", enableSorting: false, meta: { detail: true } }),
    helper.accessor("clientsCount", { ...countColumn("Clients"), id: "clients" satisfies DealerSortKey }),
    helper.accessor("credits", { ...countColumn("Credits"), id: "credits" satisfies DealerSortKey }),
    accountActionsColumn<DealerRow>(role, "dealer", (row) => row.dealer),
  ]);

export const DealerList = defineList<DealerRow, typeof DEALER_LIST>({
  name: "Dealers",
  shape: DEALER_LIST,
  columns,
  rowId: (row) => row.dealer,
  emptyMessage: "No dealers found",
  api: accountPath("dealer"),
  exportKind: "dealers",
  add: (role) => ({ label: "Add Dealer", href: screenRoute(role, "dealers.add") ?? "/" }),
});
