import { UpdateClientScreen } from "@/components/clients/update/update-client-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/managerupdateclient", UpdateClientScreen);
export const metadata = screen.metadata;
export default screen.Page;
