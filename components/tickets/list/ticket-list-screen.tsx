// 'Manage Tickets' for every role (accounts spec §2.8): the upstream answers the whole list, the
// BFF's listTickets pages it, and the browser receives one page.
import type { ScreenProps } from "@/components/shell/screen-page";
import { ListScreen } from "@/components/ui/data-table/list-screen";
import { TICKET_LIST } from "@/lib/lists";
import { listTickets } from "@/lib/upstream/tickets";
import { TicketList } from "./columns";

export function TicketListScreen({ session, route, title, searchParams }: ScreenProps) {
  return (
    <ListScreen
      title={title}
      path={route}
      shape={TICKET_LIST}
      searchParams={searchParams}
      load={(query) => listTickets(session, query)}
      render={(query, page) => <TicketList role={session.role} path={route} query={query} page={page} />}
    />
  );
}
