import { InsightsScreen } from "@/features/insights/screens/insights-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/insights", InsightsScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
