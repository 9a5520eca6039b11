"use client";
import { useState } from "react";
import { DataTableRowActions, RowActionButton, RowActionLink } from "@/components/ui/data-table/data-table-row-actions";
import { DeleteIcon, EditIcon, RenewIcon } from "@/components/ui/data-table/icons";
import { clientStatus } from "@/lib/format";
import { clientUpdateHref, type Role } from "@/lib/roles";
import type { ClientRow } from "@/lib/schemas/client-list";
import { DeleteClientDialog } from "./delete-client-dialog";
import { RenewClientDialog } from "./renew-client-dialog";

type Props = { role: Role; client: ClientRow };

/** Edit, Renew (dealer list only) and Delete (expired clients only), clients spec §2. */
export function ClientRowActions({ role, client }: Props) {
  const [open, setOpen] = useState<"renew" | "delete" | null>(null);
  const { expired } = clientStatus(client);
  const close = () => setOpen(null);
  return (
    <DataTableRowActions>
      <RowActionLink href={clientUpdateHref(role, client.name)} label={`Edit ${client.name}`} icon={<EditIcon />} />
      {role === "dealer" && <RowActionButton label={`Renew ${client.name}`} icon={<RenewIcon />} onClick={() => setOpen("renew")} />}
      <RowActionButton
        label={`Delete ${client.name}`}
        tone="danger"
        icon={<DeleteIcon />}
        disabled={!expired}
        title={expired ? undefined : "Only expired clients can be deleted"}
        onClick={() => setOpen("delete")}
      />
      {/* Mounted per opening: the renew dialog's Idempotency-Key is new each time it opens. */}
      {open === "renew" && <RenewClientDialog name={client.name} onClose={close} />}
      {open === "delete" && <DeleteClientDialog name={client.name} onClose={close} />}
    </DataTableRowActions>
  );
}
