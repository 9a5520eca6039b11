import { BackendAuditScreen } from "@/features/journal/screens/upstream-audit-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/audit/backend", BackendAuditScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
