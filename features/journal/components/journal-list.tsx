"use client";
// The Audit Log: the panel's own journal of writes, every role (each sees its own subtree's).
// When, Who, How, Operation, Target, Credits, Outcome, Details; on phones the time, the way, the
// credits and the details move to the row's detail.
import { useTranslations } from "next-intl";
import { Chip } from "@/components/ui/chip";
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { translatedList } from "@/components/ui/data-table/translated-list";
import { TimeText } from "@/components/ui/when";
import { formatTimestamp } from "@/lib/format";
import type { Translate } from "@/i18n/translator";
import { JOURNAL_LIST, type JournalRow } from "../list";
import { detailsOf, howOf, operationLabel, outcomeLabel } from "../labels";
import { JournalSearch } from "./journal-search";

const useTexts = () => useTranslations("audit");
const helper = createDataTableColumnHelper<JournalRow>();
const TONES = { done: "success", refused: "danger", unknown: "warning" } as const;

// How, the credits and the details are in the row from 1280 px and in the row's detail panel below:
// beside the menu at 1024 px, Spanish's words do not fit them all.
/** Exported for the check that every sortable column is a sort of JOURNAL_LIST (tests/unit/list-columns.test.ts). */
export function columns(t: Translate) {
  return helper.columns([
    helper.accessor("at", { header: t("journal.when"), enableSorting: false, meta: { detail: true }, cell: ({ getValue }) => <TimeText value={getValue()} /> }),
    helper.accessor("actor", {
      header: t("journal.who"),
      enableSorting: false,
      cell: ({ getValue }) => <span className="break-all">{getValue() || "—"}</span>,
    }),
    helper.accessor("via", { header: t("journal.how"), enableSorting: false, meta: { detail: "xl" }, cell: ({ row }) => howOf(row.original, t) }),
    helper.accessor("operation", {
      header: t("journal.operation"),
      enableSorting: false,
      cell: ({ getValue }) => (
        <Chip tone="neutral" wrap>
          {operationLabel(getValue(), t)}
        </Chip>
      ),
    }),
    helper.accessor("target", { header: t("journal.target"), enableSorting: false, cell: ({ getValue }) => <span className="break-all">{getValue()}</span> }),
    helper.accessor("credits", { header: t("journal.credits"), enableSorting: false, meta: { detail: "xl" }, cell: ({ getValue }) => getValue() ?? "" }),
    helper.accessor("outcome", {
      header: t("journal.outcome"),
      enableSorting: false,
      cell: ({ row }) => (
        <Chip tone={TONES[row.original.outcome]} wrap>
          {outcomeLabel(row.original, t)}
        </Chip>
      ),
    }),
    helper.display({
      id: "details",
      header: t("journal.details"),
      meta: { detail: "xl" },
      cell: ({ row }) => (
        <ul className="max-w-md text-sm">
          {detailsOf(row.original, t).map((line, i) => (
            <li key={i} className="break-words">
              {line}
            </li>
          ))}
        </ul>
      ),
    }),
  ]);
}

export const JournalList = translatedList<JournalRow, typeof JOURNAL_LIST>(useTexts, (t) => ({
  name: t("journal.name"),
  shape: JOURNAL_LIST,
  columns: () => columns(t),
  rowId: (row) => String(row.seq),
  rowLabel: (row) => `${formatTimestamp(row.at)} ${row.actor} ${operationLabel(row.operation, t)} ${row.target}`,
  emptyMessage: t("journal.empty"),
  search: JournalSearch,
  footnote: t("journal.footnote"),
  api: "/api/journal",
  exportKind: "journal",
}));
