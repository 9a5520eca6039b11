import { screenPage } from "@/components/shell/screen-page";
import { TicketListScreen } from "@/components/tickets/list/ticket-list-screen";

const screen = screenPage("/ssupport", TicketListScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
