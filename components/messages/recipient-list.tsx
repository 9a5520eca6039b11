"use client";
// Message Clients' table (accounts spec §2.5): the caller's clients, from the same BFF list as
// Manage Clients, with a checkbox per row; no row actions, links or exports, so choosing
// recipients is all it does.
import { CLIENT_TABS } from "@/components/clients/list/columns";
import { ClientExpiryChip, ClientStatusChip } from "@/components/clients/list/client-cells";
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { defineList } from "@/components/ui/data-table/list-view";
import { CLIENT_LIST, type ClientRow, type ClientSortKey } from "@/lib/resources/clients";

const helper = createDataTableColumnHelper<ClientRow>();

/** Exported for the check that every sortable column is a sort of CLIENT_LIST (tests/unit/list-columns.test.ts). */
export const columns = () =>
  helper.columns([
    helper.accessor("name", { id: "name" satisfies ClientSortKey, header: "Login", cell: ({ getValue }) => <span className="font-medium">{getValue()}</span> }),
    helper.accessor("description", {
      header: "Description",
      enableSorting: false,
      meta: { detail: true },
      cell: ({ getValue }) => <span className="line-clamp-2 max-w-xs break-words">{getValue()}</span>,
    }),
    helper.accessor("status", {
      header: "Status",
      enableSorting: false,
      meta: { detail: true },
      cell: ({ row }) => <ClientStatusChip client={row.original} />,
    }),
    helper.accessor("expiry", { id: "expiry" satisfies ClientSortKey, header: "Expiry", cell: ({ row }) => <ClientExpiryChip client={row.original} /> }),
  ]);

export const RecipientList = defineList<ClientRow, typeof CLIENT_LIST>({
  name: "Recipients",
  shape: CLIENT_LIST,
  tabs: CLIENT_TABS,
  columns,
  rowId: (client) => client.name,
  emptyMessage: "No clients found",
  api: "/api/clients",
});
