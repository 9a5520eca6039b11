"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useFormatCount } from "@/hooks/use-format-count";

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

/** The count of chosen rows, with "select all N matching" and "clear"; announced as it changes. */
export function DataTableSelectionBar({ selection, total, onChange, actions }: Props) {
  const t = useTranslations("table");
  const fmt = useFormatCount();
  const none: Selection = { ids: [], allMatching: false, count: 0 };
  return (
    <div className="flex flex-wrap items-center gap-3 px-3 text-sm">
      <p role="status" aria-live="polite" className="font-medium">
        {selection.allMatching ? t("allMatchingSelected", { total: fmt(total) }) : t("selected", { count: fmt(selection.count) })}
      </p>
      {actions}
      {!selection.allMatching && total > 0 && (
        <Button variant="text" padding="tight" onClick={() => onChange({ ids: [], allMatching: true, count: total })}>
          {t("selectAllMatching", { total: fmt(total) })}
        </Button>
      )}
      {selection.count > 0 && (
        <Button variant="text" padding="tight" onClick={() => onChange(none)}>
          {t("clearSelection")}
        </Button>
      )}
    </div>
  );
}
