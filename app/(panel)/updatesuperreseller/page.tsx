import { UpdateSuperResellerScreen } from "@/components/accounts/update/account-update-screens";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/updatesuperreseller", UpdateSuperResellerScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
