import { ResellerListScreen } from "@/features/accounts/screens/account-list-screens";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/manageresellers", ResellerListScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
