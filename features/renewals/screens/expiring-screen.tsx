// Expiring, every role: the caller's clients that end soon, paged by the upstream.
import { listScreen } from "@/components/ui/data-table/list-screen";
import { EXPIRING_LIST } from "@/lib/lists";
import { listExpiring } from "@/lib/upstream/renewals";
import { RenewableExpiringList } from "@/features/renewals/components/renewable-expiring-list";

export const ExpiringScreen = listScreen(EXPIRING_LIST, listExpiring, RenewableExpiringList);
