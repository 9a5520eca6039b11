import { ClientListScreen } from "@/components/clients/list/client-list-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/manageclients", ClientListScreen);
export const metadata = screen.metadata;
export default screen.Page;
