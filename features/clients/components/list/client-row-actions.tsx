"use client";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState } from "react";
import { DataTableRowActions, RowActionButton, RowActionLink } from "@/components/ui/data-table/data-table-row-actions";
import { DeleteIcon, EditIcon, RenewIcon } from "@/components/ui/data-table/icons";
import { clientStatus } from "@/lib/format";
import { clientKey } from "@/features/clients/hooks/client-key";
import { useOffers } from "@/components/shell/offer-context";
import type { Role } from "@/lib/roles";
import type { ClientRow } from "@/lib/schemas/client-list";
import { screenHref } from "@/lib/screens";

// Mounted only when a row's button is used: loaded then, out of the list's first load.
const RenewClientDialog = dynamic(() => import("./renew-client-dialog").then((m) => m.RenewClientDialog), { ssr: false });
const DeleteDialog = dynamic(() => import("@/components/ui/delete-dialog").then((m) => m.DeleteDialog), { ssr: false });

type Props = { role: Role; client: ClientRow };

/**
 * Edit, Renew and Delete (expired clients only), clients spec §2. The spec shows Renew on the
 * dealer's list; every role whose backend offers it a renew call gets it on every row.
 */
export function ClientRowActions({ role, client }: Props) {
  const t = useTranslations("clients");
  const [open, setOpen] = useState<"renew" | "delete" | null>(null);
  const offers = useOffers();
  const { expired } = clientStatus(client);
  const close = () => setOpen(null);
  return (
    <DataTableRowActions>
      <RowActionLink href={screenHref(role, "clients.update", { name: client.name })} label={t("edit", { name: client.name })} icon={<EditIcon />} />
      {offers("clients.renew") && <RowActionButton label={t("renewName", { name: client.name })} icon={<RenewIcon />} onClick={() => setOpen("renew")} />}
      {offers("clients.delete") && (
        <RowActionButton
          label={t("deleteName", { name: client.name })}
          tone="danger"
          icon={<DeleteIcon />}
          disabled={!expired}
          title={expired ? undefined : t("onlyExpiredDeleted")}
          onClick={() => setOpen("delete")}
        />
      )}
      {/* Mounted per opening: the renew dialog's Idempotency-Key is new each time it opens. */}
      {open === "renew" && <RenewClientDialog name={client.name} expiry={client.expiry} onClose={close} />}
      {open === "delete" && <DeleteDialog name={client.name} path={clientKey(client.name)} onClose={close} />}
    </DataTableRowActions>
  );
}
