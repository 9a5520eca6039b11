"use client";
import type { RowData } from "@tanstack/react-table";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { DataTableRowActions, RowActionButton, RowActionLink } from "@/components/ui/data-table/data-table-row-actions";
import { DeleteIcon, EditIcon } from "@/components/ui/data-table/icons";
import { useSnackbar } from "@/hooks/use-snackbar";
import { isLocale } from "@/i18n/locales";
import { deleteRefusal } from "@/features/accounts/model/deletable";
import { accountEditHref, accountPath } from "@/lib/accounts/kinds";
import { useOffers } from "@/components/shell/offer-context";
import type { Translate } from "@/i18n/translator";
import type { Role } from "@/lib/roles";

// Mounted only when Delete is used: loaded then, out of the list's first load.
const DeleteDialog = dynamic(() => import("@/components/ui/delete-dialog").then((m) => m.DeleteDialog), { ssr: false });

type Props = {
  role: Role;
  kind: "reseller" | "dealer";
  name: string;
  /** Why the account cannot be deleted now (it still has dealers or clients); null when it can. */
  refusal: string | null;
};

const DELETE_OPERATION = { reseller: "resellers.delete", dealer: "dealers.delete" } as const;

/**
 * Edit and Delete on a reseller or dealer row (accounts spec §2.2); Delete only where the
 * operations table allows it. An account that still has dealers or clients cannot be deleted:
 * its Delete looks disabled but stays focusable, and pressing it says why instead of asking to
 * confirm what the backend would then refuse.
 */
export function AccountRowActions({ role, kind, name, refusal }: Props) {
  const [deleting, setDeleting] = useState(false);
  const offers = useOffers();
  const { show } = useSnackbar();
  const t = useTranslations("accounts");
  const refused = refusal ? t("list.cannotDelete", { refusal }) : undefined;
  return (
    <DataTableRowActions>
      <RowActionLink href={accountEditHref(role, kind, name)} label={t("list.edit", { name })} icon={<EditIcon />} />
      {offers(DELETE_OPERATION[kind]) && (
        <RowActionButton
          label={t("list.delete", { name })}
          tone="danger"
          icon={<DeleteIcon />}
          aria-disabled={refusal !== null || undefined}
          title={refused}
          onClick={() => (refused ? show(refused, "info") : setDeleting(true))}
        />
      )}
      {deleting && <DeleteDialog name={name} path={accountPath(kind, name)} onClose={() => setDeleting(false)} />}
    </DataTableRowActions>
  );
}

/** What a row tells of the accounts and clients below it (the reseller list has both counts, the dealer list clients). */
type Below = { clientsCount?: number | null; dealersCount?: number | null };

/** The Actions column of the reseller and dealer lists. */
export function accountActionsColumn<Row extends RowData & Below>(
  t: Translate,
  locale: string,
  role: Role,
  kind: "reseller" | "dealer",
  nameOf: (row: Row) => string,
) {
  return createDataTableColumnHelper<Row>().display({
    id: "actions",
    header: t("list.actions"),
    // On a phone the actions sit in the row's detail panel, as the client lists' do, so the table fits.
    meta: { className: "w-0 text-end", detail: true },
    cell: ({ row }) => {
      const name = nameOf(row.original);
      const refusal = deleteRefusal(
        kind,
        name,
        { dealers: row.original.dealersCount, clients: row.original.clientsCount },
        t,
        isLocale(locale) ? locale : undefined,
      );
      return <AccountRowActions role={role} kind={kind} name={name} refusal={refusal} />;
    },
  });
}
