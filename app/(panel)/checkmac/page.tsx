import { CheckMacScreen } from "@/features/mac/screens/check-mac-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/checkmac", CheckMacScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
