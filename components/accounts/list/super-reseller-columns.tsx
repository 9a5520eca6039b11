"use client";
// Super Resellers (admin, accounts spec §2.2): Login (link), Created, Credits, Resellers, Dealers,
// Clients, Description; no row actions. Counts and description go to the detail row on phones.
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { defineList } from "@/components/ui/data-table/list-view";
import { accountPath } from "@/lib/accounts/kinds";
import { formatDate } from "@/lib/format";
import { SUPER_RESELLER_LIST, type SuperResellerRow, type SuperResellerSortKey } from "@/lib/resources/super-resellers";
import type { Role } from "@/lib/roles";
import { screenRoute } from "@/lib/screens";
import { AccountLink } from "./account-link";
import { countColumn } from "./count-column";

const helper = createDataTableColumnHelper<SuperResellerRow>();

/** Exported for the check that every sortable column is a sort of SUPER_RESELLER_LIST (tests/unit/list-columns.test.ts). */
export const columns = (role: Role) =>
  helper.columns([
    helper.accessor("name", { id: "name" satisfies SuperResellerSortKey, header: "Login", cell: ({ getValue }) => <AccountLink role={role} kind="manager" name={getValue()} /> }),
    helper.accessor("created", { id: "created" satisfies SuperResellerSortKey, header: "Created", meta: { detail: true }, cell: ({ getValue }) => formatDate(getValue()) }),
    helper.accessor("credits", { ...countColumn("Credits"), id: "credits" satisfies SuperResellerSortKey }),
    helper.accessor("resellerCount", { ...countColumn("Resellers", { detail: true }), enableSorting: false }),
    helper.accessor("dealersCount", { ...countColumn("Dealers", { detail: true }), enableSorting: false }),
    helper.accessor("clientsCount", { ...countColumn("Clients", { detail: true }), id: "clients" satisfies SuperResellerSortKey }),
    helper.accessor("description", { header: "Description", enableSorting: false, meta: { detail: true } }),
  ]);

export const SuperResellerList = defineList<SuperResellerRow, typeof SUPER_RESELLER_LIST>({
  name: "Super Resellers",
  shape: SUPER_RESELLER_LIST,
  columns,
  rowId: (row) => row.name,
  emptyMessage: "No super resellers found",
  api: accountPath("manager"),
  exportKind: "superResellers",
  add: (role) => ({ label: "Add Super Reseller", href: screenRoute(role, "superResellers.add") ?? "/" }),
});
