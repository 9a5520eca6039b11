"use client";
// Manage Resellers (accounts spec §2.2): Reseller (link), Manager (the admin's view only),
// Description, Dealers, Clients, Credits, and Edit/Delete. Description and counts go to the
// detail row on phones.
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { useTranslations } from "next-intl";
import { translatedList } from "@/components/ui/data-table/translated-list";
import { accountPath } from "@/lib/accounts/kinds";
import { ACCOUNT_LISTS, type AccountSortKey, type ResellerRow } from "@/lib/resources/accounts";
import type { Translate } from "@/i18n/translator";
import type { Role } from "@/lib/roles";
import { screenRoute } from "@/lib/screens";
import { AccountLink } from "./account-link";
import { accountActionsColumn } from "./account-row-actions";
import { countColumn } from "./count-column";

/** The list's texts. */
const useTexts = () => useTranslations("accounts");

const helper = createDataTableColumnHelper<ResellerRow>();

/** Exported for the check that every sortable column is a sort of ACCOUNT_LISTS.reseller (tests/unit/list-columns.test.ts). */
export const columns = (t: Translate, locale: string) => (role: Role) =>
  helper.columns([
    helper.accessor("reseller", {
      id: "name" satisfies AccountSortKey<"reseller">,
      header: t("list.reseller"),
      cell: ({ getValue }) => <AccountLink role={role} kind="reseller" name={getValue()} />,
    }),
    helper.accessor("manager", { header: t("list.manager"), enableSorting: false, meta: { roles: ["admin"], detail: "xl" } }),
    helper.accessor("description", { header: t("list.description"), enableSorting: false, meta: { detail: "xl" } }),
    helper.accessor("dealersCount", { ...countColumn(t("list.dealers"), locale, { detail: true }), id: "dealers" satisfies AccountSortKey<"reseller"> }),
    helper.accessor("clientsCount", { ...countColumn(t("list.clients"), locale), id: "clients" satisfies AccountSortKey<"reseller"> }),
    helper.accessor("credits", { ...countColumn(t("list.credits"), locale), id: "credits" satisfies AccountSortKey<"reseller"> }),
    accountActionsColumn<ResellerRow>(t, locale, role, "reseller", (row) => row.reseller),
  ]);

export const ResellerList = translatedList<ResellerRow, typeof ACCOUNT_LISTS.reseller>(useTexts, (t, locale) => ({
  name: t("list.resellersName"),
  shape: ACCOUNT_LISTS.reseller,
  columns: columns(t, locale),
  rowId: (row) => row.reseller,
  emptyMessage: t("list.noResellers"),
  api: accountPath("reseller"),
  exportKind: "resellers",
  add: (role) => ({ label: t("list.addReseller"), href: screenRoute(role, "resellers.add") ?? "/" }),
}));
