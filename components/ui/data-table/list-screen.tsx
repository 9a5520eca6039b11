import "server-only";
import { Alert } from "@/components/ui/alert";
import { loadListPage } from "@/lib/list/load";
import type { ListPage, ListShape, QueryOf } from "@/lib/list/query";
import { listQuerySchema } from "@/lib/list/query-schema";

type Props<S extends ListShape, Row> = {
  title: string;
  /** The screen's route: the URL the list state lives in. */
  path: string;
  shape: S;
  searchParams: Record<string, string | string[] | undefined>;
  /** Fetches one page: from an upstream that pages, or a whole list paged by lib/list/local-page. */
  load: (query: QueryOf<S>) => Promise<ListPage<Row>>;
  /** The list's client component, given the parsed query and the page the server fetched. */
  render: (query: QueryOf<S>, page: ListPage<Row>) => React.ReactNode;
};

/** Any list screen: the server reads the list state from the URL, fetches one page, and hands the browser that page only. */
export async function ListScreen<S extends ListShape, Row>({ title, path, shape, searchParams, load, render }: Props<S, Row>) {
  const query = listQuerySchema(shape).parse(searchParams);
  const result = await loadListPage({ path, shape, query, load });
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <h2 className="text-2xl font-semibold">{title}</h2>
      {result.kind === "error" ? <Alert tone="error">{result.message}</Alert> : render(query, result.page)}
    </div>
  );
}
