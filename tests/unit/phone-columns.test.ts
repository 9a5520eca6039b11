// The tables added beside the list kit follow it on a phone: what stays in a 390 px row is the
// few columns that fit it, the actions among them, and the rest opens in the row's detail panel.
import { describe, expect, it } from "vitest";
import { deliveryColumns } from "@/features/reminders/components/delivery-columns";
import { sessionColumns } from "@/features/sessions/components/session-columns";
import { columnId } from "@/components/ui/data-table/data-table-features";
import { cellVisibility } from "@/components/ui/data-table/detail-breakpoints";
import type { Translate } from "@/i18n/translator";

const t = ((key: string) => key) as Translate;
type Column = { id?: string; accessorKey?: unknown; meta?: Parameters<typeof cellVisibility>[0] };
/** The columns a phone's row shows: those no breakpoint moves out of it. */
const inPhoneRow = (columns: readonly unknown[]) => (columns as Column[]).filter((column) => cellVisibility(column.meta) === undefined).map(columnId);

describe("on a phone", () => {
  it("Your Sessions keeps the browser, the last use and End in the row", () => {
    const columns = sessionColumns(t, { busy: false, onEnd: () => {}, startedLabel: () => "" });
    expect(inPhoneRow(columns)).toEqual(["browser", "lastUsedAt", "actions"]);
  });

  it("the reminders' log keeps when, to whom and the result in the row", () => {
    expect(inPhoneRow(deliveryColumns(t, (message) => message))).toEqual(["at", "recipient", "outcome"]);
  });
});
