"use client";
// The client list (clients spec §2), declared once for every role. Status, Ministra and
// Description move into the row's detail panel below `sm`, as the spec says, and so does the MAC,
// and so do the row's actions (Edit, Renew, Delete: the login links to the update screen too),
// so that Login and Expiry fit a 390 px phone without sideways scrolling and every action is reachable.
// Beside the drawer the owners and the MAC join the row from `xl`, Ministra and Description from
// `2xl`: with every column the list is wider than its card on a laptop, and in Spanish at 1280 px.
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { useTranslations } from "next-intl";
import { CheckIcon } from "@/components/ui/data-table/icons";
import { defineList } from "@/components/ui/data-table/list-view";
import { CLIENT_LIST, type ClientRow, type ClientSortKey, type ExpiringSortKey } from "@/lib/resources/clients";
import type { Role } from "@/lib/roles";
import { screenRoute } from "@/lib/screens";
import { ClientDescription, ClientExpiryChip, ClientLoginLink, ClientStatusChip } from "./client-cells";
import { ClientRowActions } from "./client-row-actions";

const helper = createDataTableColumnHelper<ClientRow>();

function MinistraEnabled() {
  const t = useTranslations("clients");
  return (
    <span role="img" aria-label={t("ministraEnabled")} className="inline-flex text-success">
      <CheckIcon />
    </span>
  );
}

/** The client lists' tabs, as keys of namespace "clients" (Message Clients' recipients say them in their own namespace). */
export const CLIENT_TAB_KEYS = { label: "tabs.label", labels: { all: "tabs.all", active: "tabs.active", expired: "tabs.expired" } } as const;

/**
 * Login, the owners and the description: the first columns of every list of clients that links
 * to them (the client list, the expiry worklist). The owners show for the roles above the dealer,
 * whose search finds clients by those names too.
 */
export function clientLeadingColumns<Row extends ClientRow>(role: Role) {
  const rows = createDataTableColumnHelper<Row>();
  return [
    rows.accessor((client) => client.name, {
      id: "name" satisfies ClientSortKey & ExpiringSortKey,
      header: "columns.login",
      cell: ({ row }) => <ClientLoginLink role={role} name={row.original.name} />,
    }),
    rows.accessor((client) => client.dealer, {
      id: "dealer",
      header: "columns.dealer",
      enableSorting: false,
      meta: { roles: ["admin", "manager", "reseller"], detail: "xl" },
    }),
    rows.accessor((client) => client.reseller, {
      id: "reseller",
      header: "columns.reseller",
      enableSorting: false,
      meta: { roles: ["admin", "manager"], detail: "xl" },
    }),
    rows.accessor((client) => client.description, {
      id: "description",
      header: "columns.description",
      enableSorting: false,
      meta: { detail: "2xl" },
      cell: ({ getValue }) => <ClientDescription text={getValue()} />,
    }),
  ];
}

/** Exported for the check that every sortable column is a sort of CLIENT_LIST (tests/unit/list-columns.test.ts). */
export function columns(role: Role) {
  return helper.columns([
    ...clientLeadingColumns<ClientRow>(role),
    helper.accessor("mac", {
      header: "columns.mac",
      enableSorting: false,
      meta: { detail: "xl" },
      cell: ({ getValue }) => (
        <span dir="ltr" className="font-mono text-xs whitespace-nowrap">
          {getValue()}
        </span>
      ),
    }),
    helper.accessor("ministra", {
      header: "columns.ministra",
      enableSorting: false,
      meta: { detail: "2xl" },
      cell: ({ getValue }) => (getValue() ? <MinistraEnabled /> : null),
    }),
    helper.accessor("status", {
      header: "columns.status",
      enableSorting: false,
      meta: { detail: true },
      cell: ({ row }) => <ClientStatusChip client={row.original} />,
    }),
    helper.accessor("expiry", {
      id: "expiry" satisfies ClientSortKey,
      header: "columns.expiry",
      cell: ({ row }) => <ClientExpiryChip client={row.original} />,
    }),
    helper.display({
      id: "actions",
      header: "columns.actions",
      meta: { className: "w-0 text-end", detail: true },
      cell: ({ row }) => <ClientRowActions role={role} client={row.original} />,
    }),
  ]);
}

export const ClientList = defineList<ClientRow, typeof CLIENT_LIST>({
  namespace: "clients",
  name: "list.name",
  shape: CLIENT_LIST,
  tabs: CLIENT_TAB_KEYS,
  columns,
  rowId: (client) => client.name,
  emptyMessage: "list.empty",
  footnote: "list.footnote",
  api: "/api/clients",
  exportKind: "clients",
  add: (role) => ({ label: "list.add", href: screenRoute(role, "clients.add") ?? "/" }),
});
