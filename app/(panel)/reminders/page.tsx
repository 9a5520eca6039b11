import { RemindersScreen } from "@/features/reminders/screens/reminders-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/reminders", RemindersScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
