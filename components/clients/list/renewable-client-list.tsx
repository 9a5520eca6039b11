"use client";
import { useState } from "react";
import { BulkRenewBar } from "@/components/renewals/bulk-renew-bar";
import type { Selection } from "@/components/ui/data-table/data-table-selection-bar";
import type { ListViewProps } from "@/components/ui/data-table/list-view";
import type { CLIENT_LIST } from "@/lib/lists";
import type { ClientRow } from "@/lib/schemas/client-list";
import { ClientList } from "./columns";

const NONE: Selection = { ids: [], allMatching: false, count: 0 };

/** Manage Clients with row selection and bulk renew; a renewal remounts the list, clearing its selection. */
export function RenewableClientList(props: Omit<ListViewProps<ClientRow, typeof CLIENT_LIST>, "onSelectionChange">) {
  const [selection, setSelection] = useState<Selection>(NONE);
  const [round, setRound] = useState(0);
  return (
    <>
      <ClientList key={round} {...props} onSelectionChange={setSelection} />
      <BulkRenewBar
        role={props.role}
        selection={selection}
        list="clients"
        view={props.query}
        onRenewed={() => {
          setSelection(NONE);
          setRound((n) => n + 1);
        }}
      />
    </>
  );
}
