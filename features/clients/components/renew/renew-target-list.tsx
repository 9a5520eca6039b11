import { useLocale, useTranslations } from "next-intl";
import { useFormatCount } from "@/hooks/use-format-count";
import type { RenewTarget } from "@/lib/schemas/renewals";

/** How many names the bulk dialog lists before "and N more". */
const SHOWN = 5;

/** Which clients a bulk renewal is about: their names (the first few and "and N more"), or the search that picks them. */
export function RenewTargetList({ target, count }: { target: RenewTarget; count: number }) {
  const t = useTranslations("clients");
  const fmt = useFormatCount();
  const locale = useLocale();
  if (target.kind === "matching") {
    const tab = target.tab.toLowerCase();
    // The tab as its list names it; English keeps the tab's own word ("in the active tab").
    const tabKey = target.list === "expiring" ? `expiring.${tab}` : `tabs.${tab}`;
    const tabName = locale === "en" || !t.has(tabKey) ? tab : t(tabKey);
    return (
      <p className="mt-3 text-sm text-slate-700">
        {t("bulk.every", { hasQuery: target.q ? "yes" : "no", query: target.q, inTab: tab !== "all" ? "yes" : "no", tab: tabName, count: fmt(count) })}
      </p>
    );
  }
  const shown = target.names.slice(0, SHOWN);
  const more = target.names.length - shown.length;
  return (
    <p className="mt-3 text-sm break-words text-slate-700">
      <span className="font-semibold">{t("bulk.renews")}</span>
      {shown.join(", ")}
      {more > 0 && t("bulk.andMore", { count: fmt(more) })}
    </p>
  );
}
