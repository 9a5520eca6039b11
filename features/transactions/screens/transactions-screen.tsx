// 'Transactions' for every role (accounts spec §2.3): the signed-in account's own ledger, paged by the upstream.
import { listScreen } from "@/components/ui/data-table/list-screen";
import { TRANSACTION_LIST } from "@/lib/lists";
import { listTransactions } from "@/features/transactions/server/upstream";
import { TransactionList } from "@/features/transactions/components/list/columns";

export const TransactionsScreen = listScreen(TRANSACTION_LIST, listTransactions, TransactionList);
