// 'Manage Tickets' for every role (accounts spec §2.8): the upstream answers the whole list, the
// BFF's listTickets pages it, and the browser receives one page.
import { listScreen } from "@/components/ui/data-table/list-screen";
import { TICKET_LIST } from "@/lib/lists";
import { listTickets } from "@/features/tickets/server/upstream";
import { TicketList } from "@/features/tickets/components/list/columns";

export const TicketListScreen = listScreen(TICKET_LIST, listTickets, TicketList);
