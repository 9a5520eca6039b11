import { DealerListScreen } from "@/components/accounts/list/account-list-screens";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/dealers", DealerListScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
