import { AddClientScreen } from "@/features/clients/screens/add-client-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/reselleraddclient", AddClientScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
