import "server-only";
import type { RowData } from "@tanstack/react-table";
import type { ComponentType } from "react";
import type { ScreenProps } from "@/components/shell/screen-page";
import { Alert } from "@/components/ui/alert";
import { loadListPage } from "@/lib/list/load";
import type { ListPage, ListShape, QueryOf } from "@/lib/list/query";
import { listQuerySchema } from "@/lib/list/query-schema";
import type { Caller } from "@/lib/upstream/call";
import type { ListViewProps } from "./list-view";

/** What the list's client component is given: the props of a defineList list, without selection (a wrapper may add it). */
type ListProps<Row extends RowData, S extends ListShape> = Omit<ListViewProps<Row, S>, "onSelectionChange">;

/**
 * Any list screen in one line: `export const ClientListScreen = listScreen(CLIENT_LIST, listClients, ClientList)`.
 * The server reads the list state from the URL, fetches one page for the signed-in account (from an
 * upstream that pages, or a whole list paged by lib/list/local-page), and hands the browser that page only.
 */
export function listScreen<S extends ListShape, Row extends RowData>(
  shape: S,
  load: (caller: Caller, query: QueryOf<S>) => Promise<ListPage<Row>>,
  List: ComponentType<ListProps<Row, S>>,
) {
  return async function ListScreen({ session, route, title, searchParams }: ScreenProps) {
    const query = listQuerySchema(shape).parse(searchParams);
    const result = await loadListPage({ path: route, shape, query, load: (q: QueryOf<S>) => load(session, q) });
    return (
      <div className="flex min-w-0 flex-col gap-4">
        <h2 className="text-2xl font-semibold">{title}</h2>
        {result.kind === "error" ? <Alert tone="error">{result.message}</Alert> : <List role={session.role} path={route} query={query} page={result.page} />}
      </div>
    );
  };
}
