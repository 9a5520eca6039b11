"use client";
// The Transactions list (accounts spec §2.3), declared once for every role. The dealer's table
// has Date, Type, Credits, Login, Expiry and Description; the other roles' Date, Type, Credits and
// Login, their expiry and description only in the small-screen detail row. Below `sm` the date
// moves there too, so Type, Credits and Login fit a phone. Where the table does not name the
// description, the detail toggle stays on wide screens too: the search matches descriptions, so
// what it matched can be read.
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { useTranslations } from "next-intl";
import { translatedList } from "@/components/ui/data-table/translated-list";
import { DateText } from "@/components/ui/when";
import type { Translate } from "@/i18n/translator";
import { TRANSACTION_LIST, type LedgerRow, type TransactionSortKey } from "@/lib/resources/ledgers";
import type { Role } from "@/lib/roles";
import { LedgerLogin } from "@/features/transactions/components/ledger/ledger-cells";
import { ledgerLeadColumns, ledgerRowLabel } from "@/features/transactions/components/ledger/ledger-columns";

/** The list's texts. */
const useTexts = () => useTranslations("transactions");

const helper = createDataTableColumnHelper<LedgerRow>();

/** Exported for the check that every sortable column is a sort of TRANSACTION_LIST (tests/unit/list-columns.test.ts). */
export function columns(t: Translate, role: Role) {
  // The dealer's table names them (from `xl`: beside the drawer on a laptop they do not fit); the others' detail row only.
  const dealerColumn = role === "dealer" ? "xl" : "only";
  return helper.columns([
    ...ledgerLeadColumns(t),
    helper.accessor("login", {
      id: "login" satisfies TransactionSortKey,
      header: t("login"),
      cell: ({ row }) => <LedgerLogin row={row.original} owner={{ self: true }} viewer={role} />,
    }),
    helper.accessor("expiry", {
      header: t("expiry"),
      enableSorting: false,
      meta: { detail: dealerColumn },
      cell: ({ getValue }) => <DateText value={getValue()} />,
    }),
    helper.accessor("description", {
      header: t("description"),
      enableSorting: false,
      meta: { detail: dealerColumn },
      cell: ({ getValue }) => (
        <span dir="auto" className="line-clamp-2 max-w-md break-words">
          {getValue()}
        </span>
      ),
    }),
  ]);
}

export const TransactionList = translatedList<LedgerRow, typeof TRANSACTION_LIST>(useTexts, (t) => ({
  name: t("listName"),
  shape: TRANSACTION_LIST,
  columns: (role) => columns(t, role),
  rowId: (row) => String(row.position),
  rowLabel: ledgerRowLabel,
  emptyMessage: t("empty"),
  api: "/api/transactions",
  exportKind: "transactions",
}));
