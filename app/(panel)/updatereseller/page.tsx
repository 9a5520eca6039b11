import { UpdateResellerScreen } from "@/features/accounts/screens/account-update-screens";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/updatereseller", UpdateResellerScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
