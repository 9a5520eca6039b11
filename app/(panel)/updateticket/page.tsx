import { screenPage } from "@/components/shell/screen-page";
import { UpdateTicketScreen } from "@/components/tickets/update/update-ticket-screen";

const screen = screenPage("/updateticket", UpdateTicketScreen);
export const metadata = screen.metadata;
export default screen.Page;
