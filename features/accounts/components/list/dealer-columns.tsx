"use client";
// Manage Dealers (accounts spec §2.2): Manager (admin), Reseller (admin and super reseller), Dealer
// (link), Description, Clients, Credits, and Edit/Delete. The owners and the description go to
// the detail row on phones.
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { useTranslations } from "next-intl";
import { translatedList } from "@/components/ui/data-table/translated-list";
import { accountPath } from "@/lib/accounts/kinds";
import { ACCOUNT_LISTS, type AccountSortKey, type DealerRow } from "@/lib/resources/accounts";
import type { Translate } from "@/i18n/translator";
import type { Role } from "@/lib/roles";
import { screenRoute } from "@/lib/screens";
import { AccountLink } from "./account-link";
import { accountActionsColumn } from "./account-row-actions";
import { countColumn } from "./count-column";

/** The list's texts. */
const useTexts = () => useTranslations("accounts");

const helper = createDataTableColumnHelper<DealerRow>();

/** Exported for the check that every sortable column is a sort of ACCOUNT_LISTS.dealer (tests/unit/list-columns.test.ts). */
export const columns = (t: Translate, locale: string) => (role: Role) =>
  helper.columns([
    helper.accessor("manager", { header: t("list.manager"), enableSorting: false, meta: { roles: ["admin"], detail: "xl" } }),
    helper.accessor("reseller", { header: t("list.reseller"), enableSorting: false, meta: { roles: ["admin", "manager"], detail: "xl" } }),
    helper.accessor("dealer", {
      id: "name" satisfies AccountSortKey<"dealer">,
      header: t("list.dealer"),
      cell: ({ getValue }) => <AccountLink role={role} kind="dealer" name={getValue()} />,
    }),
    helper.accessor("description", { header: t("list.description"), enableSorting: false, meta: { detail: "xl" } }),
    helper.accessor("clientsCount", { ...countColumn(t("list.clients"), locale), id: "clients" satisfies AccountSortKey<"dealer"> }),
    helper.accessor("credits", { ...countColumn(t("list.credits"), locale), id: "credits" satisfies AccountSortKey<"dealer"> }),
    accountActionsColumn<DealerRow>(t, locale, role, "dealer", (row) => row.dealer),
  ]);

export const DealerList = translatedList<DealerRow, typeof ACCOUNT_LISTS.dealer>(useTexts, (t, locale) => ({
  name: t("list.dealersName"),
  shape: ACCOUNT_LISTS.dealer,
  columns: columns(t, locale),
  rowId: (row) => row.dealer,
  emptyMessage: t("list.noDealers"),
  api: accountPath("dealer"),
  exportKind: "dealers",
  add: (role) => ({ label: t("list.addDealer"), href: screenRoute(role, "dealers.add") ?? "/" }),
}));
