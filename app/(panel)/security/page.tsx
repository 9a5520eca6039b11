import { SecurityScreen } from "@/features/security/screens/security-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/security", SecurityScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
