import { UpdateClientScreen } from "@/features/clients/screens/update-client-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/adminupdateclient", UpdateClientScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
