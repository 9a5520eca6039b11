import { DealerListScreen } from "@/components/accounts/list/account-list-screens";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/managerdealers", DealerListScreen);
export const metadata = screen.metadata;
export default screen.Page;
