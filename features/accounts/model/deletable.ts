// Whether an account can be deleted, by the rule the backend applies (upstream/README.md, The hierarchy):
// never while it still has sub-accounts or clients. The lists know both counts, so Delete says
// why it is unavailable before anyone confirms, instead of failing afterwards.
import { formatCount } from "@/lib/format";
import type { Locale } from "@/i18n/locales";
import type { Translate } from "@/i18n/translator";
import type { AccountKind } from "@/lib/accounts/kinds";

type Below = { dealers?: number | null; clients?: number | null };

/**
 * Null when the account may be deleted; otherwise the reason, in the reference upstream's words
 * ("alice still has 2 dealers and 0 clients"), through `t`: the list's useTranslations("accounts"). Counts a
 * backend does not give are taken as none (its own refusal then still shows after the confirmation).
 */
export function deleteRefusal(kind: AccountKind, name: string, below: Below, t: Translate, locale?: Locale): string | null {
  const dealers = below.dealers ?? 0;
  const clients = below.clients ?? 0;
  if (dealers === 0 && clients === 0) return null;
  const clientsPart = t("list.clientCount", { count: clients, n: formatCount(clients, locale) });
  const parts =
    kind === "dealer" ? clientsPart : t("list.and", { first: t("list.dealerCount", { count: dealers, n: formatCount(dealers, locale) }), second: clientsPart });
  return t("list.stillHas", { name, parts });
}
