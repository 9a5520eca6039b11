import { CheckMacScreen } from "@/components/mac/check-mac-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/checkmac", CheckMacScreen);
export const metadata = screen.metadata;
export default screen.Page;
