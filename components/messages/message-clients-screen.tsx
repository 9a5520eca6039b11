// Message Clients for every role (accounts spec §2.5): recipients picked from the caller's clients, paged by the upstream.
import type { ScreenProps } from "@/components/shell/screen-page";
import { ListScreen } from "@/components/ui/data-table/list-screen";
import { CLIENT_LIST } from "@/lib/lists";
import { listClients } from "@/lib/upstream/clients";
import { MessageClients } from "./message-clients";

export function MessageClientsScreen({ session, route, title, searchParams }: ScreenProps) {
  return (
    <ListScreen
      title={title}
      path={route}
      shape={CLIENT_LIST}
      searchParams={searchParams}
      load={(query) => listClients(session, query)}
      render={(query, page) => <MessageClients role={session.role} path={route} query={query} page={page} />}
    />
  );
}
