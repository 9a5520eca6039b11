// Insights, every role: where the credits go, what is coming up, and a monthly statement; for
// the roles with accounts below them, a table of those accounts. The figures are the signed-in
// account's, or (?account=) those of an account of its subtree.
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { isolateLtr } from "@/lib/format";
import type { ScreenProps } from "@/components/shell/screen-page";
import { Alert } from "@/components/ui/alert";
import { log } from "@/lib/log";
import { ClientsCard, ExpiringCard, NewClientsCard, RenewalsCard, TrialsCard } from "../components/client-cards";
import { RunwayCard, SoFarCard, SpendCard } from "../components/spend-cards";
import { StatementCard } from "../components/statement-card";
import { SubAccountTable } from "../components/sub-account-table";
import { accountSnapshot, UnknownAccountError, type Snapshot } from "../server/snapshot";

const accountParam = (value: string | string[] | undefined) => (typeof value === "string" && value.trim() ? value.trim().slice(0, 15) : null);

export async function InsightsScreen({ session, title, searchParams }: ScreenProps) {
  const t = await getTranslations("insights");
  const locale = (await getLocale()) as Locale;
  const account = accountParam(searchParams.account);
  let snapshot: Snapshot | "unknown" | "failed";
  try {
    snapshot = await accountSnapshot(session, account);
  } catch (error) {
    if (!(error instanceof UnknownAccountError))
      log.warn({ err: error instanceof Error ? error.message : String(error) }, "insights: the lists could not be read");
    snapshot = error instanceof UnknownAccountError ? "unknown" : "failed";
  }
  const heading = account ? `${title} · ${account}` : title;
  if (snapshot === "unknown" || snapshot === "failed") {
    return (
      <div className="flex flex-col gap-6">
        <h2 className="text-2xl font-semibold">{heading}</h2>
        <Alert tone="error">{snapshot === "unknown" ? t("unknownAccount") : t("unavailable")}</Alert>
      </div>
    );
  }
  const { insights } = snapshot;
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-2xl font-semibold">{heading}</h2>
      <p className="text-sm text-slate-600">
        {t("about", {
          zone: isolateLtr(insights.timeZone, locale),
          today: isolateLtr(insights.today, locale),
          from: isolateLtr(insights.ledgerFrom ?? insights.today, locale),
        })}{" "}
        {account && (
          <>
            {t("aboutAccount", { account })}{" "}
            <Link href="/insights" className="text-primary underline">
              {t("backToOwn")}
            </Link>
          </>
        )}
      </p>
      {!insights.ledgerRead && <Alert tone="warning">{t("noLedger")}</Alert>}
      {!insights.clientsRead && <Alert tone="warning">{t("noClients")}</Alert>}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SpendCard insights={insights} />
        <SoFarCard insights={insights} />
        <RunwayCard insights={insights} />
        <ExpiringCard insights={insights} />
        <RenewalsCard insights={insights} />
        <TrialsCard insights={insights} />
        <NewClientsCard insights={insights} />
        <ClientsCard insights={insights} />
        {insights.ledgerRead && <StatementCard account={account} today={insights.today} />}
      </div>
      {!account && session.role !== "dealer" && <SubAccountTable today={insights.today} />}
    </div>
  );
}
