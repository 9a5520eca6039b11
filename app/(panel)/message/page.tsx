import { PanelMessageScreen } from "@/features/messaging/screens/panel-message-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/message", PanelMessageScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
