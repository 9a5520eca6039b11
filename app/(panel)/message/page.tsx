import { PanelMessageScreen } from "@/components/messages/panel-message-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/message", PanelMessageScreen);
export const metadata = screen.metadata;
export default screen.Page;
