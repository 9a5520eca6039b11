import { screenPage } from "@/components/shell/screen-page";
import { TicketListScreen } from "@/features/tickets/screens/ticket-list-screen";

const screen = screenPage("/asupport", TicketListScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
