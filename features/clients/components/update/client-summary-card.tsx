import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { Chip } from "@/components/ui/chip";
import { DetailList } from "@/components/ui/detail-list";
import { useFormat } from "@/hooks/use-format";
import { clientStatus } from "@/lib/format";
import type { ClientDetail } from "@/lib/schemas/client-detail";

/** The first thing Update Client shows: the client's expiry and displayed status, as the list's chips (clients spec §4). */
export function ClientSummaryCard({ client }: { client: ClientDetail }) {
  const t = useTranslations("clients");
  const format = useFormat();
  const shown = clientStatus(client);
  const rows: [string, React.ReactNode][] = [
    [
      t("summary.expiry"),
      <Chip key="expiry" tone={shown.expiryTone}>
        {format.date(client.expiry) || t("summary.none")}
      </Chip>,
    ],
    [
      t("summary.status"),
      <Chip key="status" tone={shown.statusTone}>
        {t(`status.${shown.label}`)}
      </Chip>,
    ],
  ];
  return (
    <Card title={t("summary.title")}>
      <DetailList rows={rows} />
    </Card>
  );
}
