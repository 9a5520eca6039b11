import { PanelMessageScreen } from "@/components/messaging/panel-message-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/message", PanelMessageScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
