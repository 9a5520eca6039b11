import type { Metadata } from "next";
import { Information } from "@/components/dashboard/information";
import { loadDashboard } from "@/lib/loaders/dashboard";
import { ResellerSummary } from "@/components/dashboard/reseller-summary";
import { ExpiringCard } from "@/components/dashboard/expiring-card";
import { StatCard } from "@/components/dashboard/stat-card";
import { UsersHistory } from "@/components/charts/users-history";
import { Alert } from "@/components/ui/alert";
import { documentTitle } from "@/lib/roles";
import { getSession, requireRoute } from "@/lib/session";

/** The dashboard shares its segment with the panel's layout, whose title template does not reach it. */
export async function generateMetadata(): Promise<Metadata> {
  const session = await getSession();
  return { title: session ? { absolute: documentTitle("Dashboard", session.role) } : "Dashboard" };
}

const show = (value: number | null) => (value === null ? "—" : value.toLocaleString("en-US"));

export default async function DashboardPage() {
  const session = await requireRoute("/");
  const data = await loadDashboard(session);
  const creditsLabel = session.role === "admin" ? "Credits" : "Credits Remaining";
  const creditsValue = session.role === "admin" ? "Unlimited" : show(data.credits);
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-2xl font-semibold">Dashboard</h2>
      {data.error && <Alert tone="error">{data.error}</Alert>}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
        <StatCard label={creditsLabel} value={creditsValue} tone="primary" href={data.creditsHref} />
        {data.figures.map((figure) => (
          <StatCard key={figure.label} label={figure.label} value={show(figure.value)} href={figure.href} />
        ))}
        <ExpiringCard counts={data.expiring} />
      </div>
      <UsersHistory stats={data.stats} />
      {data.resellers && <ResellerSummary rows={data.resellers} />}
      <Information message={data.message} />
    </div>
  );
}
