"use client";
// Manage Resellers (accounts spec §2.2): Reseller (link), Manager (the admin's view only),
// Description, Dealers, Clients, Credits, and Edit/Delete. Description and counts go to the
// detail row on phones.
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { useTranslations } from "next-intl";
import { translatedList } from "@/components/i18n/translated-list";
import { accountPath } from "@/lib/accounts/kinds";
import { RESELLER_LIST } from "@/lib/lists";
import type { Translate } from "@/lib/i18n/translator";
import type { Role } from "@/lib/roles";
import type { ResellerRow } from "@/lib/schemas/accounts";
import { screenRoute } from "@/lib/screens";
import { AccountLink } from "./account-link";
import { accountActionsColumn } from "./account-row-actions";
import { countColumn } from "./count-column";

/** The list's texts. */
const useTexts = () => useTranslations("accounts");

const helper = createDataTableColumnHelper<ResellerRow>();

const columns = (t: Translate, locale: string) => (role: Role) =>
  helper.columns([
    helper.accessor("reseller", { id: "name", header: t("list.reseller"), cell: ({ getValue }) => <AccountLink role={role} kind="reseller" name={getValue()} /> }),
    helper.accessor("manager", { header: t("list.manager"), enableSorting: false, meta: { roles: ["admin"], detail: true } }),
    helper.accessor("description", { header: t("list.description"), enableSorting: false, meta: { detail: true } }),
    helper.accessor("dealersCount", { ...countColumn(t("list.dealers"), locale, { detail: true }), id: "dealers" }),
    helper.accessor("clientsCount", { ...countColumn(t("list.clients"), locale), id: "clients" }),
    helper.accessor("credits", countColumn(t("list.credits"), locale)),
    accountActionsColumn<ResellerRow>(t, locale, role, "reseller", (row) => row.reseller),
  ]);

export const ResellerList = translatedList<ResellerRow, typeof RESELLER_LIST>(useTexts, (t, locale) => ({
  name: t("list.resellersName"),
  shape: RESELLER_LIST,
  columns: columns(t, locale),
  rowId: (row) => row.reseller,
  emptyMessage: t("list.noResellers"),
  api: accountPath("reseller"),
  exportKind: "resellers",
  add: (role) => ({ label: t("list.addReseller"), href: screenRoute(role, "resellers.add") ?? "/" }),
}));
