import { screenPage } from "@/components/shell/screen-page";
import { AddTicketScreen } from "@/features/tickets/screens/add-ticket-screen";

const screen = screenPage("/addticket", AddTicketScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
