"use client";
// The delivery log's columns. Below `sm` the channel, the rule, the expiry, the tries and the
// note move into the row's detail panel, so when, to whom and the outcome fit a 390 px phone; the
// channel, the tries and the note stay there below `xl`, since beside the menu at 1024 px their
// words do not fit in Spanish.
// Headers and cells come through `t`, the log's useTranslations("reminders").
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { CHANNEL_KEYS, deliveryNote, OUTCOME_KEYS } from "@/lib/export/tables/reminders";
import { DateText, TimeText } from "@/components/ui/when";
import { formatTimestamp } from "@/lib/format";
import type { Translate } from "@/i18n/translator";
import type { DeliveryRow } from "@/lib/schemas/reminder-deliveries";

const helper = createDataTableColumnHelper<DeliveryRow>();

/** `t` is namespace "reminders"; `errorText` a refusal's message in the reader's language (useErrorText). */
export function deliveryColumns(t: Translate, errorText: (message: string) => string) {
  return helper.columns([
    helper.accessor("at", {
      header: t("when"),
      enableSorting: false,
      cell: ({ getValue }) => <TimeText value={getValue()} />,
    }),
    helper.accessor("recipient", {
      header: t("to"),
      enableSorting: false,
      cell: ({ getValue }) => (
        <span dir="auto" className="break-words">
          {getValue()}
        </span>
      ),
    }),
    helper.accessor("channel", { header: t("channel"), enableSorting: false, meta: { detail: "xl" }, cell: ({ getValue }) => t(CHANNEL_KEYS[getValue()]) }),
    helper.accessor("ruleDays", {
      header: t("rule"),
      enableSorting: false,
      meta: { detail: true },
      cell: ({ getValue }) => {
        const days = getValue();
        return days === null ? "" : t("daysBefore", { days });
      },
    }),
    helper.accessor("expiry", {
      header: t("expiry"),
      enableSorting: false,
      meta: { detail: true },
      cell: ({ getValue }) => <DateText value={getValue()} />,
    }),
    helper.accessor("outcome", { header: t("outcome"), enableSorting: false, cell: ({ getValue }) => t(OUTCOME_KEYS[getValue()]) }),
    helper.accessor("attempts", {
      header: t("tries"),
      enableSorting: false,
      meta: { detail: "xl" },
      cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span>,
    }),
    helper.accessor("detail", {
      header: t("detail"),
      enableSorting: false,
      meta: { detail: "xl" },
      cell: ({ row }) => (
        <span dir="auto" className="break-words">
          {deliveryNote(row.original, t, errorText)}
        </span>
      ),
    }),
  ]);
}

export const deliveryRowLabel = (row: DeliveryRow) => `${formatTimestamp(row.at)} ${row.recipient}`;
