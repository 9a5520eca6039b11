"use client";
import { useState } from "react";
import type { Selection } from "@/components/ui/data-table/data-table-selection-bar";
import type { ListViewProps } from "@/components/ui/data-table/list-view";
import type { CLIENT_LIST } from "@/lib/lists";
import type { ClientRow } from "@/lib/schemas/client-list";
import { RecipientList } from "./recipient-list";
import { SendMessageCard } from "./send-message-card";

const NONE: Selection = { ids: [], allMatching: false, count: 0 };

/** The recipients table and the message card, sharing the selection. */
export function MessageClients(props: Omit<ListViewProps<ClientRow, typeof CLIENT_LIST>, "onSelectionChange">) {
  const [selection, setSelection] = useState<Selection>(NONE);
  return (
    <>
      <RecipientList {...props} onSelectionChange={setSelection} />
      <SendMessageCard selection={selection} query={props.query} />
    </>
  );
}
