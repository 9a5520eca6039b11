import { MessageClientsScreen } from "@/features/messaging/screens/message-clients-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/rmessage", MessageClientsScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
