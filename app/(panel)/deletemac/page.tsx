import { DeleteMacScreen } from "@/features/mac/screens/delete-mac-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/deletemac", DeleteMacScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
