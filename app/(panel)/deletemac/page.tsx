import { DeleteMacScreen } from "@/components/mac/delete-mac-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/deletemac", DeleteMacScreen);
export const metadata = screen.metadata;
export default screen.Page;
