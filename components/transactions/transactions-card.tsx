"use client";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { Chip } from "@/components/ui/chip";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { useTransactions } from "@/hooks/use-transactions";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";
import type { Transaction } from "@/lib/schemas/client-detail";
import { transactionTone } from "@/lib/transactions/tone";

type Props = {
  title?: string;
  /** Names whose ledger this is, in the caption: "Transactions of alice". */
  name: string;
  /** The BFF address of the rows ({ data: Transaction[] }); reloaded with mutate(path) after a change. */
  path: string;
  initial: Transaction[] | null;
  initialError: string | null;
  className?: string;
};

const COLUMNS = ["Date", "Type", "Credits", "Login", "Expiry", "Description"] as const;

/** A ledger in a card: one client's or one account's rows, coloured by whether the viewer's balance went up. */
export function TransactionsCard({ title = "Transactions", name, path, initial, initialError, className }: Props) {
  const { data, loading, error } = useTransactions(path, initial);
  const rows = data ?? [];
  const problem = error?.message ?? (data === undefined ? initialError : null);
  return (
    <Card title={title} aside={<span className="text-sm text-slate-500">{rows.length} {rows.length === 1 ? "row" : "rows"}</span>} className={className}>
      {problem && <Alert tone="error">{problem}</Alert>}
      <ScrollRegion label={`${title} of ${name}`}>
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Transactions of {name}</caption>
          <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const tone = transactionTone(row.type);
              return (
                <tr key={`${row.created}-${index}`} data-tone={tone} className={cn("border-b border-slate-100", tone === "success" ? "text-green-800" : "text-red-800")}>
                  <td className="whitespace-nowrap px-3 py-2">{formatDate(row.created)}</td>
                  <td className="px-3 py-2">
                    <Chip tone={tone}>{row.type}</Chip>
                  </td>
                  <td className="px-3 py-2 font-semibold tabular-nums">{row.credits}</td>
                  <td className="px-3 py-2">{row.login}</td>
                  <td className="whitespace-nowrap px-3 py-2">{formatDate(row.expiry)}</td>
                  <td className="px-3 py-2">{row.description}</td>
                </tr>
              );
            })}
            {rows.length === 0 && !problem && (
              <tr>
                <td colSpan={COLUMNS.length} className="px-3 py-6 text-center text-slate-500">
                  {loading ? "Loading…" : "No transactions yet."}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </ScrollRegion>
    </Card>
  );
}
