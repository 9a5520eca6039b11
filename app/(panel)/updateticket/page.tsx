import { screenPage } from "@/components/shell/screen-page";
import { UpdateTicketScreen } from "@/features/tickets/screens/update-ticket-screen";

const screen = screenPage("/updateticket", UpdateTicketScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
