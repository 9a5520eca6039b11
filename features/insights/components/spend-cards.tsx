// Where the credits go: spend per month by kind, the month so far, and the runway.
import { getLocale, getTranslations } from "next-intl/server";
import { directionOf, type Locale } from "@/i18n/locales";
import type { Insights } from "../figures/types";
import { BarChart } from "./bar-chart";
import { FigureCard } from "./figure-card";
import { FigureTable } from "./figure-table";
import { insightsFormat } from "./format";

const KIND_COLOURS = { newClient: "#1e88e5", renewal: "#43a047", trial: "#fb8c00", movedDown: "#8e24aa" } as const;

export async function SpendCard({ insights }: { insights: Insights }) {
  const t = await getTranslations("insights");
  const locale = (await getLocale()) as Locale;
  const f = insightsFormat(locale);
  const kinds = [
    ["newClient", t("spend.newClient")],
    ["renewal", t("spend.renewal")],
    ["trial", t("spend.trial")],
    ["movedDown", t("spend.movedDown")],
  ] as const;
  const labels = insights.spend.map((m) => f.day(m.month));
  return (
    <FigureCard title={t("spend.title")} note={t("spend.note")} wide>
      <BarChart
        labels={labels}
        stacked
        rtl={directionOf(locale) === "rtl"}
        series={kinds.map(([key, label]) => ({ label, color: KIND_COLOURS[key], values: insights.spend.map((m) => m[key]) }))}
      />
      <FigureTable
        caption={t("spend.title")}
        head={[t("month"), t("total"), t("spend.breakdown")]}
        rows={insights.spend.map((m, i) => [
          labels[i],
          f.count(m.total),
          [...kinds.map(([key, label]) => `${label} ${f.count(m[key])}`), `${t("spend.retrieved")} ${f.count(m.retrieved)}`].join(" · "),
        ])}
      />
    </FigureCard>
  );
}

export async function SoFarCard({ insights }: { insights: Insights }) {
  const t = await getTranslations("insights");
  const f = insightsFormat((await getLocale()) as Locale);
  const { soFar } = insights;
  return (
    <FigureCard title={t("soFar.title")} note={t("soFar.note", { days: soFar.days })}>
      <dl className="grid grid-cols-3 gap-2">
        <div>
          <dt className="text-xs text-slate-600">{t("soFar.thisMonth")}</dt>
          <dd className="text-2xl font-bold" data-testid="spend-this-month">
            {f.count(soFar.thisMonth)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t("soFar.lastMonth")}</dt>
          <dd className="text-2xl font-bold">{f.count(soFar.lastMonth)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t("soFar.change")}</dt>
          <dd className="text-2xl font-bold">{f.change(soFar.thisMonth - soFar.lastMonth)}</dd>
        </div>
      </dl>
    </FigureCard>
  );
}

export async function RunwayCard({ insights }: { insights: Insights }) {
  const t = await getTranslations("insights");
  const f = insightsFormat((await getLocale()) as Locale);
  const { runway, balance } = insights;
  const text =
    balance === null ? t("runway.unlimited") : runway.days === null ? t("runway.idle") : t("runway.lasts", { days: runway.days, n: f.count(runway.days) });
  return (
    <FigureCard title={t("runway.title")} note={t("runway.note", { spent: f.count(runway.spent30) })}>
      <p className="text-lg font-semibold" data-testid="runway">
        {text}
      </p>
    </FigureCard>
  );
}
