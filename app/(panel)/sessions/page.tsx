import { SessionsScreen } from "@/components/sessions/sessions-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/sessions", SessionsScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
