// 'Manage Clients' for every role (clients spec §2): one page of the caller's clients, paged by the upstream.
import { listScreen } from "@/components/ui/data-table/list-screen";
import { CLIENT_LIST } from "@/lib/lists";
import { listClients } from "@/lib/upstream/clients";
import { RenewableClientList } from "@/features/clients/components/list/renewable-client-list";

export const ClientListScreen = listScreen(CLIENT_LIST, listClients, RenewableClientList);
