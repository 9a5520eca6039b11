// Message Clients for every role (accounts spec §2.5): recipients picked from the caller's clients, paged by the upstream.
import { listScreen } from "@/components/ui/data-table/list-screen";
import { CLIENT_LIST } from "@/lib/lists";
import { listClients } from "@/lib/upstream/clients";
import { MessageClients } from "@/features/messaging/components/message-clients";

export const MessageClientsScreen = listScreen(CLIENT_LIST, listClients, MessageClients);
