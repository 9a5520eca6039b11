import { screenPage } from "@/components/shell/screen-page";
import { WebhooksScreen } from "@/features/webhooks/screens/webhooks-screen";

const screen = screenPage("/webhooks", WebhooksScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
