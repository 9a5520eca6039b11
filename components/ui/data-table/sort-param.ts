// A list's sort as it lives in the URL: "name" ascending, "-name" descending; one column at a time.
import type { SortingState } from "@tanstack/react-table";

export function sortingFromParam(sort: string | undefined): SortingState {
  if (!sort) return [];
  return sort.startsWith("-") ? [{ id: sort.slice(1), desc: true }] : [{ id: sort, desc: false }];
}

export function sortParamFromSorting(sorting: SortingState): string | undefined {
  const first = sorting[0];
  if (!first) return undefined;
  return first.desc ? `-${first.id}` : first.id;
}
