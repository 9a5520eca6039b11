// The client list's state as it lives in the URL (?tab=&q=&page=&size=&sort=). Free of zod,
// so the list's client components can use it without carrying the schema library.

export const PAGE_SIZES = [10, 20, 30, 40, 50, 100] as const;
export const TABS = ["all", "active", "expired"] as const;
export const SORTS = ["name", "-name", "expiry", "-expiry"] as const;
/** The largest page an export asks for at once. */
export const EXPORT_CHUNK = 5000;

export type ListQuery = {
  tab: (typeof TABS)[number];
  q: string;
  page: number;
  size: number;
  sort: (typeof SORTS)[number];
};

/** The URL of a list view; the defaults are left out so links stay short. */
export function listHref(path: string, query: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  if (query.tab && query.tab !== "all") params.set("tab", query.tab);
  if (query.q) params.set("q", query.q);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  if (query.size && query.size !== 10) params.set("size", String(query.size));
  if (query.sort && query.sort !== "name") params.set("sort", query.sort);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
