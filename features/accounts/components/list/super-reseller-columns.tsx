"use client";
// Super Resellers (admin, accounts spec §2.2): Login (link), Created, Credits, Resellers, Dealers,
// Clients, Description; no row actions. Counts and description go to the detail row on phones.
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { useTranslations } from "next-intl";
import { translatedList } from "@/components/ui/data-table/translated-list";
import { accountPath } from "@/lib/accounts/kinds";
import { DateText } from "@/components/ui/when";
import { ACCOUNT_LISTS, type AccountSortKey, type SuperResellerRow } from "@/lib/resources/accounts";
import type { Translate } from "@/i18n/translator";
import type { Role } from "@/lib/roles";
import { screenRoute } from "@/lib/screens";
import { AccountLink } from "./account-link";
import { countColumn } from "./count-column";

/** The list's texts. */
const useTexts = () => useTranslations("accounts");

const helper = createDataTableColumnHelper<SuperResellerRow>();

/** Exported for the check that every sortable column is a sort of ACCOUNT_LISTS.manager (tests/unit/list-columns.test.ts). */
export const columns = (t: Translate, locale: string) => (role: Role) =>
  helper.columns([
    helper.accessor("name", {
      id: "name" satisfies AccountSortKey<"manager">,
      header: t("list.login"),
      cell: ({ getValue }) => <AccountLink role={role} kind="manager" name={getValue()} />,
    }),
    helper.accessor("created", {
      id: "created" satisfies AccountSortKey<"manager">,
      header: t("list.created"),
      meta: { detail: true },
      cell: ({ getValue }) => <DateText value={getValue()} />,
    }),
    helper.accessor("credits", { ...countColumn(t("list.credits"), locale), id: "credits" satisfies AccountSortKey<"manager"> }),
    helper.accessor("resellerCount", { ...countColumn(t("list.resellers"), locale, { detail: true }), enableSorting: false }),
    helper.accessor("dealersCount", { ...countColumn(t("list.dealers"), locale, { detail: true }), enableSorting: false }),
    helper.accessor("clientsCount", { ...countColumn(t("list.clients"), locale, { detail: true }), id: "clients" satisfies AccountSortKey<"manager"> }),
    helper.accessor("description", { header: t("list.description"), enableSorting: false, meta: { detail: "xl" } }),
  ]);

export const SuperResellerList = translatedList<SuperResellerRow, typeof ACCOUNT_LISTS.manager>(useTexts, (t, locale) => ({
  name: t("list.superResellersName"),
  shape: ACCOUNT_LISTS.manager,
  columns: columns(t, locale),
  rowId: (row) => row.name,
  emptyMessage: t("list.noSuperResellers"),
  api: accountPath("manager"),
  exportKind: "superResellers",
  add: (role) => ({ label: t("list.addSuperReseller"), href: screenRoute(role, "superResellers.add") ?? "/" }),
}));
