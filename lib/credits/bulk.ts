// What a bulk renew will cost before it is sent: clients × months, one credit each. Its sentences
// are keys of namespace "credits" (./cost.ts noteText, with the screen's useTranslations("credits")).
import type { CostNote } from "./cost";

export function bulkSpendNote({ clients, months, credits: balance, unlimited }: { clients: number; months: number; credits: number | null; unlimited: boolean }): CostNote {
  if (clients <= 0 || months <= 0) return null;
  const total = clients * months;
  const use = { key: "bulkUse", figures: { clientsCount: clients, monthsCount: months, count: total } };
  if (unlimited) return { sentences: [use, { key: "unlimited" }], enough: true };
  if (balance === null) return { sentences: [use], enough: true };
  if (balance < total) return { sentences: [{ key: "bulkNotEnough", figures: { total, balance } }], enough: false };
  return { sentences: [use, { key: "balanceAfter", figures: { balance: balance - total } }], enough: true };
}
