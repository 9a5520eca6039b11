"use client";
import type { RowData } from "@tanstack/react-table";
import { useState } from "react";
import type { Selection } from "@/components/ui/data-table/data-table-selection-bar";
import type { ListViewProps } from "@/components/ui/data-table/list-view";
import type { ListShape } from "@/lib/list/query";
import { BulkRenewBar } from "./bulk-renew-bar";

const NONE: Selection = { ids: [], allMatching: false, count: 0 };

type BulkList = React.ComponentProps<typeof BulkRenewBar>["list"];

/**
 * A list of clients with row selection and bulk renew (every client list and the worklist). A
 * renewal remounts the list, which clears its selection and shows the new expiries.
 */
export function withBulkRenew<Row extends RowData, S extends ListShape>(List: React.ComponentType<ListViewProps<Row, S>>, list: BulkList) {
  function RenewableList(props: Omit<ListViewProps<Row, S>, "onSelectionChange">) {
    const [selection, setSelection] = useState<Selection>(NONE);
    const [round, setRound] = useState(0);
    return (
      <>
        <List key={round} {...props} onSelectionChange={setSelection} />
        <BulkRenewBar
          role={props.role}
          selection={selection}
          list={list}
          view={props.query}
          onRenewed={() => {
            setSelection(NONE);
            setRound((n) => n + 1);
          }}
        />
      </>
    );
  }
  RenewableList.displayName = `WithBulkRenew(${list})`;
  return RenewableList;
}
