// Which rows of a list are chosen: some by name, or every row matching the list's tab and search
// (then `count` is that total). Shared by the selection bar and what acts on a selection.
export type Selection = { ids: string[]; allMatching: boolean; count: number };
