"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Chip } from "@/components/ui/chip";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DetailList } from "@/components/ui/detail-list";
import { useSubmit } from "@/hooks/use-submit";
import { clientWrites } from "@/lib/browser/client-writes";
import { formatDate, formatTimestamp } from "@/lib/format";
import type { ClientDetail } from "@/lib/schemas/client-detail";

/** The upstream may report the online state as a boolean, 0/1 or a word. */
export function isOnline(value: ClientDetail["online"]): boolean {
  if (typeof value === "string") return ["1", "true", "online", "yes"].includes(value.trim().toLowerCase());
  return value === true || value === 1;
}

type Props = { client: ClientDetail; onReset: () => Promise<void> };

/** Read-only device facts and the reset button, which clears them on the upstream. */
export function DeviceInfoCard({ client, onReset }: Props) {
  // A second reset within minutes answers 429; its message is the upstream's raw text (spec §8).
  const { submit, busy: isMutating } = useSubmit({
    path: clientWrites.reset(client.name),
    success: () => `Reset ${client.name}`,
    onSuccess: onReset,
  });
  const online = isOnline(client.online);
  const rows: [string, React.ReactNode][] = [
    ["Expiry", formatDate(client.expiry)],
    ["Last updated", formatTimestamp(client.last_updated)],
    ["Password", client.password],
    ["Stb Serial", client.stb_sn],
    ["Stb Type", client.stb_type],
    ["Stb Version", client.version],
    ["Last seen", formatTimestamp(client.last_active)],
    ["Online state", <Chip key="online" tone={online ? "success" : "danger"}>{online ? "Online" : "Offline"}</Chip>],
  ];

  const [confirming, setConfirming] = useState(false);

  return (
    <Card title="Device Information">
      <DetailList rows={rows} />
      <Button variant="danger" onClick={() => setConfirming(true)} disabled={isMutating} aria-busy={isMutating} className="w-full">
        CLICK HERE TO RESET CLIENT
      </Button>
      {/* A reset cannot be undone and locks the next one for ten minutes: it is confirmed first. */}
      <ConfirmDialog
        open={confirming}
        title={`Reset ${client.name}?`}
        message="This clears the device's details. The client can be reset again only after 10 minutes."
        busy={isMutating}
        onConfirm={() => void submit({}).finally(() => setConfirming(false))}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
