import { ClientListScreen } from "@/features/clients/screens/client-list-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/resellerclients", ClientListScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
