import { ApiKeysScreen } from "@/features/api/screens/api-keys-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/api-keys", ApiKeysScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
