import { screenPage } from "@/components/shell/screen-page";
import { AddTicketScreen } from "@/components/tickets/add/add-ticket-screen";

const screen = screenPage("/addticket", AddTicketScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
