// 'Manage Clients' for every role (clients spec §2): one page of the caller's clients, paged by the upstream.
import type { ScreenProps } from "@/components/shell/screen-page";
import { ListScreen } from "@/components/ui/data-table/list-screen";
import { CLIENT_LIST } from "@/lib/lists";
import { listClients } from "@/lib/upstream/clients";
import { RenewableClientList } from "./renewable-client-list";

export function ClientListScreen({ session, route, title, searchParams }: ScreenProps) {
  return (
    <ListScreen
      title={title}
      path={route}
      shape={CLIENT_LIST}
      searchParams={searchParams}
      load={(query) => listClients(session, query)}
      render={(query, page) => <RenewableClientList role={session.role} path={route} query={query} page={page} />}
    />
  );
}
