import { AddDealerScreen } from "@/features/accounts/screens/add-account-screens";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/adddealer", AddDealerScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
