// The three account list screens (accounts spec §2.2): each is its list declaration, its loader and its list.
import { listScreen } from "@/components/ui/data-table/list-screen";
import { ACCOUNT_LISTS } from "@/lib/lists";
import type { ListQuery } from "@/lib/list/query";
import type { AccountKind } from "@/lib/schemas/accounts";
import type { Caller } from "@/lib/upstream/caller";
import { listAccounts } from "@/lib/upstream/accounts";
import { DealerList } from "@/features/accounts/components/list/dealer-columns";
import { ResellerList } from "@/features/accounts/components/list/reseller-columns";
import { SuperResellerList } from "@/features/accounts/components/list/super-reseller-columns";

/** The loader of one kind's list. */
const loaderOf =
  <K extends AccountKind>(kind: K) =>
  (caller: Caller, query: ListQuery) =>
    listAccounts(kind, caller, query);

export const SuperResellerListScreen = listScreen(ACCOUNT_LISTS.manager, loaderOf("manager"), SuperResellerList);
export const ResellerListScreen = listScreen(ACCOUNT_LISTS.reseller, loaderOf("reseller"), ResellerList);
export const DealerListScreen = listScreen(ACCOUNT_LISTS.dealer, loaderOf("dealer"), DealerList);
