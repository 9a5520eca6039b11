import { ClientListScreen } from "@/components/clients/list/client-list-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/manageclients", ClientListScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
