import { DealerListScreen } from "@/features/accounts/screens/account-list-screens";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/managerdealers", DealerListScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
