import { UpdateDealerScreen } from "@/components/accounts/update/account-update-screens";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/managerupdatedealer", UpdateDealerScreen);
export const metadata = screen.metadata;
export default screen.Page;
