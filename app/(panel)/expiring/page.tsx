import { ExpiringScreen } from "@/components/expiring/expiring-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/expiring", ExpiringScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
