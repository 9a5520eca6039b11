import { JournalScreen } from "@/features/journal/screens/journal-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/audit", JournalScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
