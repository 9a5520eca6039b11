import { AddResellerScreen } from "@/features/accounts/screens/add-account-screens";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/addreseller", AddResellerScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
