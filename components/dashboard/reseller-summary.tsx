import { formatCount } from "@/lib/format";

type Row = { reseller: string; description?: string | null; credits: number; dealersCount: number; clientsCount: number };

/** The manager dashboard's list: its resellers at a glance. */
export function ResellerSummary({ rows }: { rows: Row[] }) {
  return (
    <section aria-labelledby="resellers-heading" className="rounded-lg bg-surface p-4 shadow-sm">
      <h2 id="resellers-heading" className="mb-3 text-lg font-semibold">
        Your Resellers
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">No resellers yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-500">
              <tr>
                <th className="py-2 pr-4 font-medium">Reseller</th>
                <th className="py-2 pr-4 font-medium">Dealers</th>
                <th className="py-2 pr-4 font-medium">Clients</th>
                <th className="py-2 font-medium">Credits</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.reseller} className="border-b border-slate-100 last:border-0">
                  <td className="py-2 pr-4 font-medium">{row.reseller}</td>
                  <td className="py-2 pr-4">{formatCount(row.dealersCount)}</td>
                  <td className="py-2 pr-4">{formatCount(row.clientsCount)}</td>
                  <td className="py-2">{formatCount(row.credits)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
