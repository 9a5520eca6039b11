import { getLocale, getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { DetailList } from "@/components/ui/detail-list";
import type { Locale } from "@/i18n/locales";
import { formatCount, formatDate } from "@/lib/format";
import type { AccountDetail } from "@/lib/schemas/accounts";

type Props = { account: AccountDetail; ownerLabel: string | null };

/** The account's details as the upstream has them now (the dealer-details panel, the super reseller's header). */
export async function AccountSummary({ account, ownerLabel }: Props) {
  const [t, locale] = await Promise.all([getTranslations("accounts"), getLocale()]);
  const rows: [string, string][] = [
    [t("update.name"), account.name],
    [t("update.credits"), formatCount(account.credits, locale as Locale)],
    ...(ownerLabel ? [[ownerLabel, account.owner] as [string, string]] : []),
    ...(account.created ? [[t("update.created"), formatDate(account.created)] as [string, string]] : []),
    [t("update.description"), account.description],
  ];
  return (
    <Card title={t("update.details")}>
      <DetailList rows={rows} />
    </Card>
  );
}
