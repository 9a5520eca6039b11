// What is coming up and how clients behave: expiring weeks, renewal rate, trial conversion, new
// clients, and the clients now.
import { getLocale, getTranslations } from "next-intl/server";
import { directionOf, type Locale } from "@/i18n/locales";
import type { Insights } from "../figures/types";
import { BarChart } from "./bar-chart";
import { FigureCard } from "./figure-card";
import { FigureTable } from "./figure-table";
import { insightsFormat } from "./format";

async function texts() {
  const locale = (await getLocale()) as Locale;
  return { t: await getTranslations("insights"), f: insightsFormat(locale), rtl: directionOf(locale) === "rtl" };
}

export async function ExpiringCard({ insights }: { insights: Insights }) {
  const { t, f, rtl } = await texts();
  const labels = insights.expiring.map((w) => `${f.day(w.from)} – ${f.day(w.to)}`);
  const covered = (enough: boolean) => (insights.balance === null ? t("expiring.unlimited") : enough ? t("expiring.yes") : t("expiring.no"));
  return (
    <FigureCard title={t("expiring.title")} note={t("expiring.note")}>
      <BarChart
        labels={labels}
        rtl={rtl}
        series={[
          { label: t("expiring.clients"), color: "#1e88e5", values: insights.expiring.map((w) => w.clients) },
          { label: t("expiring.credits"), color: "#fb8c00", values: insights.expiring.map((w) => w.credits) },
        ]}
      />
      {insights.expiring.some((w) => !w.enough) && <p className="text-sm font-semibold text-danger">{t("expiring.short")}</p>}
      <FigureTable
        caption={t("expiring.title")}
        head={[t("expiring.week"), t("expiring.clients"), t("expiring.credits"), t("expiring.enough")]}
        rows={insights.expiring.map((w, i) => [labels[i], f.count(w.clients), f.count(w.credits), covered(w.enough)])}
      />
    </FigureCard>
  );
}

export async function RenewalsCard({ insights }: { insights: Insights }) {
  const { t, f, rtl } = await texts();
  const due = insights.renewals.reduce((s, m) => s + m.due, 0);
  const renewed = insights.renewals.reduce((s, m) => s + m.renewed, 0);
  const labels = insights.renewals.map((m) => f.day(m.month));
  return (
    <FigureCard title={t("renewals.title")} note={t("renewals.note")}>
      <p className="text-lg font-semibold" data-testid="renewal-rate">
        {due > 0 ? t("renewals.overall", { rate: f.percent(renewed, due), renewed: f.count(renewed), due: f.count(due) }) : t("renewals.none")}
      </p>
      <BarChart
        labels={labels}
        rtl={rtl}
        series={[
          { label: t("renewals.due"), color: "#90a4ae", values: insights.renewals.map((m) => m.due) },
          { label: t("renewals.renewed"), color: "#43a047", values: insights.renewals.map((m) => m.renewed) },
        ]}
      />
      <FigureTable
        caption={t("renewals.title")}
        head={[t("month"), t("renewals.due"), t("renewals.renewed"), t("renewals.rate")]}
        rows={insights.renewals.map((m, i) => [labels[i], f.count(m.due), f.count(m.renewed), f.percent(m.renewed, m.due)])}
      />
    </FigureCard>
  );
}

export async function TrialsCard({ insights }: { insights: Insights }) {
  const { t, f } = await texts();
  return (
    <FigureCard title={t("trials.title")} note={t("trials.note")}>
      <FigureTable
        caption={t("trials.title")}
        head={[t("month"), t("trials.started"), t("trials.converted"), t("trials.rate")]}
        rows={insights.trials.map((m) => [f.day(m.month), f.count(m.started), f.count(m.converted), f.percent(m.converted, m.started)])}
      />
    </FigureCard>
  );
}

export async function NewClientsCard({ insights }: { insights: Insights }) {
  const { t, f, rtl } = await texts();
  const labels = insights.newClients.map((m) => f.day(m.month));
  return (
    <FigureCard title={t("newClients.title")} note={t("newClients.note")}>
      <BarChart
        labels={labels}
        rtl={rtl}
        series={[
          { label: t("newClients.paid"), color: "#1e88e5", values: insights.newClients.map((m) => m.paid) },
          { label: t("newClients.trials"), color: "#fb8c00", values: insights.newClients.map((m) => m.trials) },
        ]}
      />
      <FigureTable
        caption={t("newClients.title")}
        head={[t("month"), t("newClients.paid"), t("newClients.trials")]}
        rows={insights.newClients.map((m, i) => [labels[i], f.count(m.paid), f.count(m.trials)])}
      />
    </FigureCard>
  );
}

export async function ClientsCard({ insights }: { insights: Insights }) {
  const { t, f } = await texts();
  return (
    <FigureCard title={t("clients.title")} note={t("clients.note")}>
      <dl className="grid grid-cols-2 gap-2">
        <div>
          <dt className="text-xs text-slate-600">{t("clients.all")}</dt>
          <dd className="text-2xl font-bold" data-testid="clients-all">
            {f.count(insights.clients.all)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t("clients.active")}</dt>
          <dd className="text-2xl font-bold">{insights.clients.active === null ? "—" : f.count(insights.clients.active)}</dd>
        </div>
      </dl>
    </FigureCard>
  );
}
