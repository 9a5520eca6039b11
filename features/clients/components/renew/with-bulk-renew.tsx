"use client";
import type { RowData } from "@tanstack/react-table";
import dynamic from "next/dynamic";
import { useState } from "react";
import type { Selection } from "@/components/ui/data-table/data-table-selection-bar";
import type { ListViewProps } from "@/components/ui/data-table/list-view";
import type { ListShape } from "@/lib/list/query";
import type { BulkRenewAnswer } from "@/lib/schemas/renewals";
import { BulkRenewBar } from "./bulk-renew-bar";

// Shown only after a renewal: loaded then, out of every client list's first load.
const RenewSummary = dynamic(() => import("./renew-summary").then((m) => m.RenewSummary), { ssr: false });

const NONE: Selection = { ids: [], allMatching: false, count: 0 };

type BulkList = React.ComponentProps<typeof BulkRenewBar>["list"];

/**
 * A list of clients with row selection and bulk renew (every client list and the worklist):
 * 'Renew selected' sits beside the selection count above the table. A renewal remounts the list,
 * which clears its selection and shows the new expiries; its summary stays above the list.
 */
export function withBulkRenew<Row extends RowData, S extends ListShape>(List: React.ComponentType<ListViewProps<Row, S>>, list: BulkList) {
  function RenewableList(props: Omit<ListViewProps<Row, S>, "onSelectionChange" | "selectionActions">) {
    const [selection, setSelection] = useState<Selection>(NONE);
    const [round, setRound] = useState(0);
    const [answer, setAnswer] = useState<BulkRenewAnswer | null>(null);
    return (
      <>
        {answer && <RenewSummary answer={answer} onDismiss={() => setAnswer(null)} />}
        <List
          key={round}
          {...props}
          onSelectionChange={setSelection}
          selectionActions={
            <BulkRenewBar
              role={props.role}
              selection={selection}
              list={list}
              view={props.query}
              onRenewed={(result) => {
                setAnswer(result);
                setSelection(NONE);
                setRound((n) => n + 1);
              }}
            />
          }
        />
      </>
    );
  }
  RenewableList.displayName = `WithBulkRenew(${list})`;
  return RenewableList;
}
