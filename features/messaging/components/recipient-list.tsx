"use client";
// Message Clients' table (accounts spec §2.5): the caller's clients, from the same BFF list as
// Manage Clients, with a checkbox per row; no row actions, links or exports, so choosing
// recipients is all it does.
import { ClientExpiryChip, ClientStatusChip } from "@/features/clients";
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { useTranslations } from "next-intl";
import { translatedList } from "@/components/ui/data-table/translated-list";
import type { Translate } from "@/i18n/translator";
import { CLIENT_LIST, type ClientRow, type ClientSortKey } from "@/lib/resources/clients";

/** The list's texts. */
const useTexts = () => useTranslations("messaging");

const helper = createDataTableColumnHelper<ClientRow>();

/** Exported for the check that every sortable column is a sort of CLIENT_LIST (tests/unit/list-columns.test.ts). */
export const columns = (t: Translate) =>
  helper.columns([
    helper.accessor("name", {
      id: "name" satisfies ClientSortKey,
      header: t("login"),
      cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
    }),
    helper.accessor("description", {
      header: t("description"),
      enableSorting: false,
      meta: { detail: true },
      cell: ({ getValue }) => <span className="line-clamp-2 max-w-xs break-words">{getValue()}</span>,
    }),
    helper.accessor("status", {
      header: t("status"),
      enableSorting: false,
      meta: { detail: true },
      cell: ({ row }) => <ClientStatusChip client={row.original} />,
    }),
    helper.accessor("expiry", { id: "expiry" satisfies ClientSortKey, header: t("expiry"), cell: ({ row }) => <ClientExpiryChip client={row.original} /> }),
  ]);

export const RecipientList = translatedList<ClientRow, typeof CLIENT_LIST>(useTexts, (t) => ({
  name: t("recipients"),
  shape: CLIENT_LIST,
  // The client lists' tabs (features/clients/components/list/columns.tsx CLIENT_TAB_KEYS), in this list's words.
  tabs: { label: t("tabsLabel"), labels: { all: t("tabs.all"), active: t("tabs.active"), expired: t("tabs.expired") } },
  columns: () => columns(t),
  rowId: (client) => client.name,
  emptyMessage: t("noClients"),
  api: "/api/clients",
}));
