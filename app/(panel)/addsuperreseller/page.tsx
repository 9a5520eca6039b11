import { AddSuperResellerScreen } from "@/components/accounts/add/add-account-screens";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/addsuperreseller", AddSuperResellerScreen);
export const metadata = screen.metadata;
export default screen.Page;
