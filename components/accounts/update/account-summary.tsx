import { Card } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import type { AccountDetail } from "@/lib/schemas/accounts";

type Props = { account: AccountDetail; ownerLabel: string | null };

/** The account's details as the upstream has them now (the dealer-details panel, the super reseller's header). */
export function AccountSummary({ account, ownerLabel }: Props) {
  const rows: [string, string][] = [
    ["Name", account.name],
    ["Credits", account.credits.toLocaleString("en-US")],
    ...(ownerLabel ? [[ownerLabel, account.owner || "—"] as [string, string]] : []),
    ...(account.created ? [["Created", formatDate(account.created)] as [string, string]] : []),
    ["Description", account.description || "—"],
  ];
  return (
    <Card title="Details">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-600">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
