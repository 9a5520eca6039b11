import { UpdateClientScreen } from "@/components/clients/update/update-client-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/updateclient", UpdateClientScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
