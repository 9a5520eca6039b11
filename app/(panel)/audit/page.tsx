import { AuditScreen } from "@/components/audit/audit-screen";
import { screenPage } from "@/components/shell/screen-page";

const screen = screenPage("/audit", AuditScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
