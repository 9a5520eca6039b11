// Expiring (issue 14), every role: the caller's clients that end soon, paged by the upstream.
import type { ScreenProps } from "@/components/shell/screen-page";
import { ListScreen } from "@/components/ui/data-table/list-screen";
import { EXPIRING_LIST } from "@/lib/lists";
import { listExpiring } from "@/lib/upstream/renewals";
import { RenewableExpiringList } from "./renewable-expiring-list";

export function ExpiringScreen({ session, route, title, searchParams }: ScreenProps) {
  return (
    <ListScreen
      title={title}
      path={route}
      shape={EXPIRING_LIST}
      searchParams={searchParams}
      load={(query) => listExpiring(session, query)}
      render={(query, page) => <RenewableExpiringList role={session.role} path={route} query={query} page={page} />}
    />
  );
}
