import { UpdateSuperResellerScreen } from "@/components/accounts/update/account-update-screens";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/updatesuperreseller", UpdateSuperResellerScreen);
export const metadata = screen.metadata;
export default screen.Page;
