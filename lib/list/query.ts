// A list's state as it lives in the URL (?tab=&q=&page=&size=&sort=), for any resource. Free of
// zod, so the lists' client components can use it without carrying the schema library; the
// parsing lives in query-schema.ts.

export const PAGE_SIZES = [10, 20, 30, 40, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** The largest page an export asks for at once. */
export const EXPORT_CHUNK = 5000;

/** What the URL may choose in one list: its tabs and sorts, the first of each being the default. */
export type ListShape<Tab extends string = string, Sort extends string = string> = {
  readonly tabs: readonly [Tab, ...Tab[]];
  readonly sorts: readonly [Sort, ...Sort[]];
};

export type TabOf<S extends ListShape> = S["tabs"][number];
export type SortOf<S extends ListShape> = S["sorts"][number];

export type ListQuery<Tab extends string = string, Sort extends string = string> = {
  tab: Tab;
  q: string;
  page: number;
  size: number;
  sort: Sort;
};

export type QueryOf<S extends ListShape> = ListQuery<TabOf<S>, SortOf<S>>;

/** One page of any list, as the BFF and the server loaders hand it over. */
export type ListPage<Row> = {
  rows: Row[];
  /** Rows matching the tab and search, across all pages. */
  total: number;
  totalPages: number;
  /** Rows per tab for the current search, e.g. { all: 120, active: 100, expired: 20 }. */
  counts: Record<string, number>;
};

export function defaultQuery<S extends ListShape>(shape: S): QueryOf<S> {
  return { tab: shape.tabs[0], q: "", page: 1, size: DEFAULT_PAGE_SIZE, sort: shape.sorts[0] };
}

/** The URL parameters of a list view; the defaults are left out so links stay short. */
export function listParams<S extends ListShape>(shape: S, query: Partial<QueryOf<S>>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.tab && query.tab !== shape.tabs[0]) params.set("tab", query.tab);
  if (query.q) params.set("q", query.q);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  if (query.size && query.size !== DEFAULT_PAGE_SIZE) params.set("size", String(query.size));
  if (query.sort && query.sort !== shape.sorts[0]) params.set("sort", query.sort);
  return params;
}

/** The URL of a list view, e.g. listHref("/clients", CLIENT_LIST, { tab: "expired" }) → "/clients?tab=expired". */
export function listHref<S extends ListShape>(path: string, shape: S, query: Partial<QueryOf<S>>): string {
  const search = listParams(shape, query).toString();
  return search ? `${path}?${search}` : path;
}
