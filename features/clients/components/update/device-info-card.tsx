"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Chip } from "@/components/ui/chip";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DetailList } from "@/components/ui/detail-list";
import { useOffers } from "@/components/shell/offer-context";
import { useSubmit } from "@/hooks/use-submit";
import { clientWrites } from "@/features/clients/browser/client-writes";
import { DateText, TimeText } from "@/components/ui/when";
import type { ClientDetail } from "@/lib/schemas/client-detail";

/** The upstream may report the online state as a boolean, 0/1 or a word. */
export function isOnline(value: ClientDetail["online"]): boolean {
  if (typeof value === "string") return ["1", "true", "online", "yes"].includes(value.trim().toLowerCase());
  return value === true || value === 1;
}

type Props = { client: ClientDetail; onReset: () => Promise<void> };

/** Read-only device facts and the reset button, which clears them on the upstream: shown where the backend offers the role a reset. */
export function DeviceInfoCard({ client, onReset }: Props) {
  const t = useTranslations("clients");
  // A second reset within minutes answers 429; its message is the upstream's raw text (spec §8).
  const { submit, busy: isMutating } = useSubmit({
    path: clientWrites.reset(client.name),
    success: () => `Reset ${client.name}`,
    onSuccess: onReset,
  });
  const online = isOnline(client.online);
  const canReset = useOffers()("clients.reset");
  const rows: [string, React.ReactNode][] = [
    [t("device.expiry"), client.expiry ? <DateText key="expiry" value={client.expiry} /> : null],
    [t("device.lastUpdated"), client.last_updated ? <TimeText key="updated" value={client.last_updated} /> : null],
    [t("device.password"), client.password],
    [t("device.stbSerial"), client.stb_sn],
    [t("device.stbType"), client.stb_type],
    [t("device.stbVersion"), client.version],
    [t("device.lastSeen"), client.last_active ? <TimeText key="seen" value={client.last_active} /> : null],
    [
      t("device.onlineState"),
      <Chip key="online" tone={online ? "success" : "danger"}>
        {online ? t("device.online") : t("device.offline")}
      </Chip>,
    ],
  ];

  const [confirming, setConfirming] = useState(false);

  return (
    <Card title={t("device.title")}>
      <DetailList rows={rows} />
      {canReset && (
        <Button variant="danger" onClick={() => setConfirming(true)} disabled={isMutating} aria-busy={isMutating} className="w-full">
          {t("device.reset")}
        </Button>
      )}
      {/* A reset cannot be undone and locks the next one for ten minutes: it is confirmed first. */}
      <ConfirmDialog
        open={confirming}
        title={t("device.resetTitle", { name: client.name })}
        message={t("device.resetMessage")}
        busy={isMutating}
        onConfirm={() => void submit({}).finally(() => setConfirming(false))}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
