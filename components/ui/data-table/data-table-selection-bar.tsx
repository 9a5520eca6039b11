"use client";
import { Button } from "@/components/ui/button";

/** Which rows are chosen: some ids (from any pages seen), or every row matching the tab and search. */
import type { Selection } from "@/lib/list/selection";

export type { Selection };

type Props = {
  selection: Selection;
  total: number;
  onChange: (next: Selection) => void;
  /** What acts on the selection, right beside its count. */
  actions?: React.ReactNode;
};

const fmt = (n: number) => n.toLocaleString("en-US");

/** The count of chosen rows, with "select all N matching" and "clear"; announced as it changes. */
export function DataTableSelectionBar({ selection, total, onChange, actions }: Props) {
  const none: Selection = { ids: [], allMatching: false, count: 0 };
  return (
    <div className="flex flex-wrap items-center gap-3 px-3 text-sm">
      <p role="status" aria-live="polite" className="font-medium">
        {selection.allMatching ? `All ${fmt(total)} matching selected` : `${fmt(selection.count)} selected`}
      </p>
      {actions}
      {!selection.allMatching && total > 0 && (
        <Button variant="text" className="px-2 py-1" onClick={() => onChange({ ids: [], allMatching: true, count: total })}>
          Select all {fmt(total)} matching
        </Button>
      )}
      {selection.count > 0 && (
        <Button variant="text" className="px-2 py-1" onClick={() => onChange(none)}>
          Clear selection
        </Button>
      )}
    </div>
  );
}
