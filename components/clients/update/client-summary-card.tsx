import { Card } from "@/components/ui/card";
import { Chip } from "@/components/ui/chip";
import { DetailList } from "@/components/ui/detail-list";
import { clientStatus, formatDate } from "@/lib/format";
import type { ClientDetail } from "@/lib/schemas/client-detail";

/** The first thing Update Client shows: the client's expiry and displayed status, as the list's chips (clients spec §4). */
export function ClientSummaryCard({ client }: { client: ClientDetail }) {
  const shown = clientStatus(client);
  const rows: [string, React.ReactNode][] = [
    ["Expiry", <Chip key="expiry" tone={shown.expiryTone}>{formatDate(client.expiry) || "none"}</Chip>],
    ["Status", <Chip key="status" tone={shown.statusTone}>{shown.label}</Chip>],
  ];
  return (
    <Card title="Subscription">
      <DetailList rows={rows} />
    </Card>
  );
}
