// 'Transactions' for every role (accounts spec §2.3): the signed-in account's own ledger, paged by the upstream.
import { getLocale } from "next-intl/server";
import { isLocale } from "@/i18n/locales";
import { listScreen } from "@/components/ui/data-table/list-screen";
import { TRANSACTION_LIST } from "@/lib/lists";
import { listTransactions } from "@/features/transactions/server/upstream";
import { TransactionList } from "@/features/transactions/components/list/columns";

// The search finds the type words as this page names them in the reader's language (features/transactions/model/search.ts).
export const TransactionsScreen = listScreen(
  TRANSACTION_LIST,
  async (caller, query) => {
    const locale = await getLocale();
    return listTransactions(caller, query, isLocale(locale) ? locale : undefined);
  },
  TransactionList,
);
