import { screenPage } from "@/components/shell/screen-page";
import { TransactionsScreen } from "@/features/transactions/screens/transactions-screen";

const screen = screenPage("/transactions", TransactionsScreen);
export const generateMetadata = screen.generateMetadata;
export default screen.Page;
