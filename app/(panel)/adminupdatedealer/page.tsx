import { UpdateDealerScreen } from "@/features/accounts/screens/account-update-screens";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/adminupdatedealer", UpdateDealerScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
