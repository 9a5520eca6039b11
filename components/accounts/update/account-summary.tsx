import { Card } from "@/components/ui/card";
import { DetailList } from "@/components/ui/detail-list";
import { formatDate } from "@/lib/format";
import type { AccountDetail } from "@/lib/schemas/accounts";

type Props = { account: AccountDetail; ownerLabel: string | null };

/** The account's details as the upstream has them now (the dealer-details panel, the super reseller's header). */
export function AccountSummary({ account, ownerLabel }: Props) {
  const rows: [string, string][] = [
    ["Name", account.name],
    ["Credits", account.credits.toLocaleString("en-US")],
    ...(ownerLabel ? [[ownerLabel, account.owner] as [string, string]] : []),
    ...(account.created ? [["Created", formatDate(account.created)] as [string, string]] : []),
    ["Description", account.description],
  ];
  return (
    <Card title="Details">
      <DetailList rows={rows} />
    </Card>
  );
}
