"use client";
// The Transactions list (accounts spec §2.3), declared once for every role. The dealer's table
// has Date, Type, Credits, Login, Expiry and Description; the other roles' Date, Type, Credits and
// Login, their expiry and description only in the small-screen detail row. Below `sm` the date
// moves there too, so Type, Credits and Login fit a phone. Where the table does not name the
// description, the detail toggle stays on wide screens too: the search matches descriptions, so
// what it matched can be read.
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { defineList } from "@/components/ui/data-table/list-view";
import { formatDate } from "@/lib/format";
import { TRANSACTION_LIST, type LedgerRow, type TransactionSortKey } from "@/lib/resources/ledgers";
import type { Role } from "@/lib/roles";
import { LedgerLogin } from "../ledger/ledger-cells";
import { ledgerLeadColumns, ledgerRowLabel } from "../ledger/ledger-columns";

const helper = createDataTableColumnHelper<LedgerRow>();

/** Exported for the check that every sortable column is a sort of TRANSACTION_LIST (tests/unit/list-columns.test.ts). */
export function columns(role: Role) {
  const dealerColumn = role === "dealer" ? true : "only";
  return helper.columns([
    ...ledgerLeadColumns(),
    helper.accessor("login", {
      id: "login" satisfies TransactionSortKey,
      header: "Login",
      cell: ({ row }) => <LedgerLogin row={row.original} owner={{ self: true }} viewer={role} />,
    }),
    helper.accessor("expiry", {
      header: "Expiry",
      enableSorting: false,
      meta: { detail: dealerColumn },
      cell: ({ getValue }) => <span className="whitespace-nowrap tabular-nums">{formatDate(getValue())}</span>,
    }),
    helper.accessor("description", {
      header: "Description",
      enableSorting: false,
      meta: { detail: dealerColumn },
      cell: ({ getValue }) => <span className="line-clamp-2 max-w-md break-words">{getValue()}</span>,
    }),
  ]);
}

export const TransactionList = defineList<LedgerRow, typeof TRANSACTION_LIST>({
  name: "Transactions",
  shape: TRANSACTION_LIST,
  columns,
  rowId: (row) => String(row.position),
  rowLabel: ledgerRowLabel,
  emptyMessage: "No transactions found",
  api: "/api/transactions",
  exportKind: "transactions",
});
