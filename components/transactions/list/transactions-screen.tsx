// 'Transactions' for every role (accounts spec §2.3): the signed-in account's own ledger, paged by the upstream.
import type { ScreenProps } from "@/components/shell/screen-page";
import { ListScreen } from "@/components/ui/data-table/list-screen";
import { TRANSACTION_LIST } from "@/lib/lists";
import { listTransactions } from "@/lib/upstream/ledger";
import { TransactionList } from "./columns";

export function TransactionsScreen({ session, route, title, searchParams }: ScreenProps) {
  return (
    <ListScreen
      title={title}
      path={route}
      shape={TRANSACTION_LIST}
      searchParams={searchParams}
      load={(query) => listTransactions(session, query)}
      render={(query, page) => <TransactionList role={session.role} path={route} query={query} page={page} />}
    />
  );
}
