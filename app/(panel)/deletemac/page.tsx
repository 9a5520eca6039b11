import { DeleteMacScreen } from "@/components/mac/delete-mac-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/deletemac", DeleteMacScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
