// The three account list screens (accounts spec §2.2): each is its list declaration and its loader.
import type { ScreenProps } from "@/components/shell/screen-page";
import { ListScreen } from "@/components/ui/data-table/list-screen";
import type { AccountKind } from "@/lib/accounts/kinds";
import { DEALER_LIST, RESELLER_LIST, SUPER_RESELLER_LIST } from "@/lib/lists";
import { listDealers, listResellers, listSuperResellers } from "@/lib/upstream/accounts";
import { DealerList } from "./dealer-columns";
import { ResellerList } from "./reseller-columns";
import { SuperResellerList } from "./super-reseller-columns";

const LISTS = {
  manager: { shape: SUPER_RESELLER_LIST, load: listSuperResellers, List: SuperResellerList },
  reseller: { shape: RESELLER_LIST, load: listResellers, List: ResellerList },
  dealer: { shape: DEALER_LIST, load: listDealers, List: DealerList },
} as const;

function accountListScreen(kind: AccountKind) {
  // The three entries differ only in their row type; the screen passes each its own.
  const { shape, load, List } = LISTS[kind] as (typeof LISTS)["dealer"];
  return function AccountListScreen({ session, route, title, searchParams }: ScreenProps) {
    return (
      <ListScreen
        title={title}
        path={route}
        shape={shape}
        searchParams={searchParams}
        load={(query) => load(session, query)}
        render={(query, page) => <List role={session.role} path={route} query={query} page={page} />}
      />
    );
  };
}

export const SuperResellerListScreen = accountListScreen("manager");
export const ResellerListScreen = accountListScreen("reseller");
export const DealerListScreen = accountListScreen("dealer");
