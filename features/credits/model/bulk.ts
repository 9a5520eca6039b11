// What a bulk renew will cost before it is sent: clients × months, one credit each.
import { formatCount as fmt } from "@/lib/format";
import { withParts, type CreditNote } from "./cost";

export function bulkSpendNote({
  clients,
  months,
  credits: balance,
  unlimited,
}: {
  clients: number;
  months: number;
  credits: number | null;
  unlimited: boolean;
}): CreditNote {
  if (clients <= 0 || months <= 0) return null;
  const total = clients * months;
  const use = `${fmt(clients)} ${clients === 1 ? "client" : "clients"} × ${months} ${months === 1 ? "month" : "months"}: ${fmt(total)} ${total === 1 ? "credit" : "credits"} in total.`;
  const usePart = { key: "bulkUse", values: { clients, months, total } };
  if (unlimited) return withParts({ text: `${use} Your balance is unlimited.`, enough: true }, usePart, { key: "unlimited" });
  if (balance === null) return withParts({ text: use, enough: true }, usePart);
  if (balance < total) {
    return withParts(
      { text: `Not enough credits: this needs ${fmt(total)} and your balance is ${fmt(balance)}.`, enough: false },
      { key: "notEnoughTotal", values: { total, balance } },
    );
  }
  return withParts({ text: `${use} Balance after: ${fmt(balance - total)}.`, enough: true }, usePart, {
    key: "balanceAfter",
    values: { balance: balance - total },
  });
}
