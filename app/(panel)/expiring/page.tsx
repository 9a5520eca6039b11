import { ExpiringScreen } from "@/features/renewals/screens/expiring-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/expiring", ExpiringScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
