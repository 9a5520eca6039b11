"use client";
// The client list (clients spec §2), declared once for every role. Status, Ministra and
// Description move into the row's detail panel below `sm`, as the spec says, and so does the MAC,
// and so do the row's actions (Edit, Renew, Delete: the login links to the update screen too),
// so that Login and Expiry fit a 390 px phone without sideways scrolling and every action is reachable.
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { CheckIcon } from "@/components/ui/data-table/icons";
import { defineList } from "@/components/ui/data-table/list-view";
import { CLIENT_LIST, type ClientRow, type ClientSortKey, type ExpiringSortKey } from "@/lib/resources/clients";
import type { Role } from "@/lib/roles";
import { screenRoute } from "@/lib/screens";
import { ClientDescription, ClientExpiryChip, ClientLoginLink, ClientStatusChip } from "./client-cells";
import { ClientRowActions } from "./client-row-actions";

const helper = createDataTableColumnHelper<ClientRow>();

/** The client lists' tabs, also those of Message Clients' recipients. */
export const CLIENT_TABS = { label: "Client status", labels: { all: "ALL", active: "ACTIVE", expired: "EXPIRED" } } as const;

/**
 * Login, the owners and the description: the first columns of every list of clients that links
 * to them (the client list, the expiry worklist). The owners show for the roles above the dealer,
 * whose search finds clients by those names too.
 */
export function clientLeadingColumns<Row extends ClientRow>(role: Role) {
  const rows = createDataTableColumnHelper<Row>();
  return [
    rows.accessor((client) => client.name, { id: "name" satisfies ClientSortKey & ExpiringSortKey, header: "Login", cell: ({ row }) => <ClientLoginLink role={role} name={row.original.name} /> }),
    rows.accessor((client) => client.dealer, { id: "dealer", header: "Dealer", enableSorting: false, meta: { roles: ["admin", "manager", "reseller"], detail: true } }),
    rows.accessor((client) => client.reseller, { id: "reseller", header: "Reseller", enableSorting: false, meta: { roles: ["admin", "manager"], detail: true } }),
    rows.accessor((client) => client.description, {
      id: "description",
      header: "Description",
      enableSorting: false,
      meta: { detail: true },
      cell: ({ getValue }) => <ClientDescription text={getValue()} />,
    }),
  ];
}

/** Exported for the check that every sortable column is a sort of CLIENT_LIST (tests/unit/list-columns.test.ts). */
export function columns(role: Role) {
  return helper.columns([
    ...clientLeadingColumns<ClientRow>(role),
    helper.accessor("mac", {
      header: "MAC",
      enableSorting: false,
      meta: { detail: true },
      cell: ({ getValue }) => <span className="font-mono text-xs whitespace-nowrap">{getValue()}</span>,
    }),
    helper.accessor("ministra", {
      header: "Ministra",
      enableSorting: false,
      meta: { detail: true },
      cell: ({ getValue }) => (getValue() ? <span role="img" aria-label="Ministra enabled" className="inline-flex text-success"><CheckIcon /></span> : null),
    }),
    helper.accessor("status", {
      header: "Status",
      enableSorting: false,
      meta: { detail: true },
      cell: ({ row }) => <ClientStatusChip client={row.original} />,
    }),
    helper.accessor("expiry", {
      id: "expiry" satisfies ClientSortKey,
      header: "Expiry",
      cell: ({ row }) => <ClientExpiryChip client={row.original} />,
    }),
    helper.display({
      id: "actions",
      header: "Actions",
      meta: { className: "w-0 text-right", detail: true },
      cell: ({ row }) => <ClientRowActions role={role} client={row.original} />,
    }),
  ]);
}

export const ClientList = defineList<ClientRow, typeof CLIENT_LIST>({
  name: "Clients",
  shape: CLIENT_LIST,
  tabs: CLIENT_TABS,
  columns,
  rowId: (client) => client.name,
  emptyMessage: "No clients found",
  footnote: "Only expired clients can be deleted.",
  api: "/api/clients",
  exportKind: "clients",
  add: (role) => ({ label: "Add Client", href: screenRoute(role, "clients.add") ?? "/" }),
});
