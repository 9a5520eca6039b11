import { MessageClientsScreen } from "@/components/messages/message-clients-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/rmessage", MessageClientsScreen);
export const metadata = screen.metadata;
export default screen.Page;
