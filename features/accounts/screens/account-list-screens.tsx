// The three account list screens (accounts spec §2.2): each is its list declaration, its loader and its list.
import { listScreen } from "@/components/ui/data-table/list-screen";
import { DEALER_LIST, RESELLER_LIST, SUPER_RESELLER_LIST } from "@/lib/lists";
import { listDealers, listResellers, listSuperResellers } from "@/lib/upstream/accounts";
import { DealerList } from "@/features/accounts/components/list/dealer-columns";
import { ResellerList } from "@/features/accounts/components/list/reseller-columns";
import { SuperResellerList } from "@/features/accounts/components/list/super-reseller-columns";

export const SuperResellerListScreen = listScreen(SUPER_RESELLER_LIST, listSuperResellers, SuperResellerList);
export const ResellerListScreen = listScreen(RESELLER_LIST, listResellers, ResellerList);
export const DealerListScreen = listScreen(DEALER_LIST, listDealers, DealerList);
