import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { formatCount } from "@/lib/format";

type Row = { reseller: string; description?: string | null; credits: number; dealersCount: number; clientsCount: number };

/** The manager dashboard's list: its resellers at a glance (tighter columns on a phone, where Spanish headers are long). */
export async function ResellerSummary({ rows }: { rows: Row[] }) {
  const [t, locale] = await Promise.all([getTranslations("dashboard"), getLocale() as Promise<Locale>]);
  return (
    <section aria-labelledby="resellers-heading" className="rounded-lg bg-surface p-4 shadow-sm">
      <h2 id="resellers-heading" className="mb-3 text-lg font-semibold">
        {t("yourResellers")}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">{t("noResellers")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead className="border-b border-slate-200 text-slate-500">
              <tr>
                <th scope="col" className="py-2 pe-2 font-medium sm:pe-4">
                  {t("columns.reseller")}
                </th>
                <th scope="col" className="py-2 pe-2 font-medium sm:pe-4">
                  {t("columns.dealers")}
                </th>
                <th scope="col" className="py-2 pe-2 font-medium sm:pe-4">
                  {t("columns.clients")}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t("columns.credits")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.reseller} className="border-b border-slate-100 last:border-0">
                  <td scope="col" className="py-2 pe-2 font-medium sm:pe-4">
                    {row.reseller}
                  </td>
                  <td className="py-2 pe-2 sm:pe-4">{formatCount(row.dealersCount, locale)}</td>
                  <td className="py-2 pe-2 sm:pe-4">{formatCount(row.clientsCount, locale)}</td>
                  <td className="py-2">{formatCount(row.credits, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
