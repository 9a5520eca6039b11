import { SessionsScreen } from "@/features/sessions/screens/sessions-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/sessions", SessionsScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
