"use client";
import { useState } from "react";
import { BulkRenewBar } from "@/components/renewals/bulk-renew-bar";
import type { Selection } from "@/components/ui/data-table/data-table-selection-bar";
import type { ListViewProps } from "@/components/ui/data-table/list-view";
import type { EXPIRING_LIST } from "@/lib/lists";
import type { ExpiringRow } from "@/lib/schemas/renewals";
import { ExpiringList } from "./columns";

const NONE: Selection = { ids: [], allMatching: false, count: 0 };

/** The worklist with row selection and bulk renew; a renewal remounts the list, clearing its selection. */
export function RenewableExpiringList(props: Omit<ListViewProps<ExpiringRow, typeof EXPIRING_LIST>, "onSelectionChange">) {
  const [selection, setSelection] = useState<Selection>(NONE);
  const [round, setRound] = useState(0);
  return (
    <>
      <ExpiringList key={round} {...props} onSelectionChange={setSelection} />
      <BulkRenewBar
        role={props.role}
        selection={selection}
        list="expiring"
        view={props.query}
        onRenewed={() => {
          setSelection(NONE);
          setRound((n) => n + 1);
        }}
      />
    </>
  );
}
