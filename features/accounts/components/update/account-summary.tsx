import { getLocale, getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { DetailList } from "@/components/ui/detail-list";
import { formatFor } from "@/hooks/use-format";
import { DEFAULT_LOCALE, isLocale } from "@/i18n/locales";
import type { AccountDetail } from "@/lib/schemas/accounts";

type Props = { account: AccountDetail; ownerLabel: string | null };

/** The account's details as the upstream has them now (the dealer-details panel, the super reseller's header). */
export async function AccountSummary({ account, ownerLabel }: Props) {
  const [t, tag] = await Promise.all([getTranslations("accounts"), getLocale()]);
  const format = formatFor(isLocale(tag) ? tag : DEFAULT_LOCALE);
  const rows: (readonly [string, React.ReactNode])[] = [
    [t("update.name"), account.name],
    [t("update.credits"), format.count(account.credits)],
    ...(ownerLabel ? [[ownerLabel, account.owner] as const] : []),
    ...(account.created ? [[t("update.created"), format.date(account.created)] as const] : []),
    [
      t("update.description"),
      account.description ? (
        <span key="description" dir="auto">
          {account.description}
        </span>
      ) : null,
    ],
  ];
  return (
    <Card title={t("update.details")}>
      <DetailList rows={rows} />
    </Card>
  );
}
