"use client";
// The columns of a ledger in a card (an account's Transaction History, a client's Transactions).
// Below `sm` the date, expiry and description move into the row's detail panel, as on the
// Transactions screen, so Type, Credits and Login fit a 390 px phone without being cut; the
// expiry and description join the row from `xl`, beside the drawer on a laptop they do not fit. Headers
// come through `t`, the card's useTranslations("transactions").
import { Chip } from "@/components/ui/chip";
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { DateText, TimeText } from "@/components/ui/when";
import { formatTimestamp } from "@/lib/format";
import type { Translate } from "@/i18n/translator";
import type { Role } from "@/lib/roles";
import type { LedgerRow, TransactionSortKey } from "@/lib/resources/ledgers";
import type { LedgerOwner } from "@/features/transactions/model/login-target";
import { transactionTone } from "@/features/transactions/model/tone";
import { transactionTypeLabel } from "@/features/transactions/model/type-label";
import { LedgerCredits, LedgerLogin } from "./ledger-cells";

const helper = createDataTableColumnHelper<LedgerRow>();

/** Date (in the detail row below `sm`), Type as its chip, Credits signed: every ledger table starts so; their ids are the ledger's sort keys. */
export function ledgerLeadColumns(t: Translate) {
  return [
    helper.accessor("created", {
      id: "created" satisfies TransactionSortKey,
      header: t("date"),
      meta: { detail: true },
      cell: ({ getValue }) => <TimeText value={getValue()} />,
    }),
    helper.accessor("type", {
      id: "type" satisfies TransactionSortKey,
      header: t("type"),
      // A type of two words may take two lines on a phone ("CLIENTE NUEVO").
      cell: ({ getValue }) => (
        <Chip tone={transactionTone(getValue())} className="max-sm:whitespace-normal">
          {transactionTypeLabel(getValue(), t)}
        </Chip>
      ),
    }),
    helper.accessor("credits", {
      id: "credits" satisfies TransactionSortKey,
      header: t("credits"),
      meta: { className: "text-end" },
      cell: ({ row }) => <LedgerCredits type={row.original.type} credits={row.original.credits} />,
    }),
  ];
}

/** The Login column: who views whose ledger, which decides where its logins lead. A client's own history has none (every row names that client). */
type LoginColumn = { viewer: Role; owner: LedgerOwner };

export function ledgerColumns(t: Translate, login?: LoginColumn) {
  return helper.columns([
    ...ledgerLeadColumns(t),
    ...(login
      ? [
          helper.accessor("login", {
            header: t("login"),
            cell: ({ row }) => <LedgerLogin row={row.original} owner={login.owner} viewer={login.viewer} />,
          }),
        ]
      : []),
    helper.accessor("expiry", {
      header: t("expiry"),
      meta: { detail: "xl" },
      cell: ({ getValue }) => <DateText value={getValue()} />,
    }),
    helper.accessor("description", {
      header: t("description"),
      meta: { detail: "xl" },
      cell: ({ getValue }) => (
        <span dir="auto" className="line-clamp-2 max-w-md break-words">
          {getValue()}
        </span>
      ),
    }),
  ]);
}

export const ledgerRowLabel = (row: LedgerRow) => `${formatTimestamp(row.created)} ${row.type} ${row.login ?? ""}`.trim();
