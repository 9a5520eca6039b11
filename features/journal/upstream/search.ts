// The audit list's filters live in its search text, so they stay in the URL (?q=) and reach the
// export like any search: `actor:dealer action:client.renew target:maria from:2026-11-01 to:2026-11-22`.
// The screen edits them in their own fields (audit-search.tsx); typed by hand they work too.
// Words without a known prefix, or with a value the upstream would refuse, are the plain search
// (part of the actor's or the target's name), so nothing malformed is forwarded.

import { ACCOUNT_NAME_MAX, ACCOUNT_NAME_PATTERN } from "@/lib/account-name";
import type { Translate } from "@/i18n/translator";
import { isCalendarDay } from "@/lib/schemas/days";
import { filterSearch } from "@/lib/list/filter-search";

export type AuditFilters = { search: string; actor?: string; action?: string; target?: string; from?: string; to?: string };
export type AuditFilter = Exclude<keyof AuditFilters, "search">;

/** Each filter's prefix and the values it takes (the upstream's rules: a login, a known action, a UTC day). */
const FILTERS: Record<AuditFilter, (value: string) => boolean> = {
  actor: (value) => value.length <= ACCOUNT_NAME_MAX && ACCOUNT_NAME_PATTERN.test(value),
  action: (value) => isAuditAction(value),
  target: (value) => value.length <= 100,
  from: isCalendarDay,
  to: isCalendarDay,
};
const SEARCH = filterSearch(FILTERS);

export const parseAuditSearch = (q: string): AuditFilters => SEARCH.parse(q);
/** The search text for these filters: parseAuditSearch's inverse. */
export const formatAuditSearch = (filters: AuditFilters): string => SEARCH.format(filters);

/**
 * The actions the upstream records, each with its label's key in namespace "audit" (the keys
 * useTranslations("audit") reads; the label is in the reader's language).
 */
const AUDIT_ACTION_KEYS = {
  "client.add": "actions.client.add",
  "client.save": "actions.client.save",
  "client.delete": "actions.client.delete",
  "client.delete_mac": "actions.client.delete_mac",
  "client.renew": "actions.client.renew",
  "client.retrieve": "actions.client.retrieve",
  "client.reset": "actions.client.reset",
  "account.add": "actions.account.add",
  "account.edit": "actions.account.edit",
  "account.delete": "actions.account.delete",
  "account.credits": "actions.account.credits",
  "account.password": "actions.account.password",
  "message.send": "actions.message.send",
  "panel_message.save": "actions.panel_message.save",
  "ticket.create": "actions.ticket.create",
  "ticket.close": "actions.ticket.close",
  "ticket.detail": "actions.ticket.detail",
  "session.sign_in": "actions.session.sign_in",
  "session.sign_out": "actions.session.sign_out",
} as const;
type AuditAction = keyof typeof AUDIT_ACTION_KEYS;

export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_KEYS) as AuditAction[];

const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT_ACTION_KEYS, value);

/** An action's label in the reader's language (`t` of namespace "audit"); an action the panel does not know shows as recorded. */
export const actionLabel = (action: string, t: Translate) => (isAuditAction(action) ? t(AUDIT_ACTION_KEYS[action]) : action);

/** The fields the upstream records (upstream/src/rules/*: created, diff, change); others show as recorded. */
export const AUDIT_FIELDS: ReadonlySet<string> = new Set([
  "dealer",
  "expiry",
  "trial",
  "password",
  "parentPass",
  "altPlayer",
  "mac",
  "ministra",
  "description",
  "phone",
  "status",
  "theme",
  "server",
  "packageSelection",
  "packages",
  "months",
  "credits",
  "detail",
  "device",
  "message",
  "parent",
  "recipients",
  "role",
  "type",
  "isp",
  "tested",
]);

const fieldLabel = (field: string, t: Translate) => (AUDIT_FIELDS.has(field) ? t(`fields.${field}`) : field);

const isEmpty = (value: unknown) => value === null || value === undefined || value === "";

/**
 * One change as the screen and the export show it, in words: `Expiry: 2026-12-01 → 2027-01-01`,
 * `Months: 1` for a value set where there was none, a secret only as changed (`t` of namespace "audit").
 * `isolate` keeps each value (a date, a name) in its own order inside the sentence (a screen's
 * `useFormat().text`; files leave it out).
 */
export function describeChange(
  change: { field: string; changed?: true; before?: unknown; after?: unknown },
  t: Translate,
  isolate: (text: string) => string = (text) => text,
): string {
  const field = fieldLabel(change.field, t);
  if ("changed" in change && change.changed) return t("changed", { field });
  if (isEmpty(change.before)) return t("set", { field, after: isolate(show(change.after, t)) });
  if (isEmpty(change.after)) return t("cleared", { field, before: isolate(show(change.before, t)) });
  return t("change", { field, before: isolate(show(change.before, t)), after: isolate(show(change.after, t)) });
}

function show(value: unknown, t: Translate): string {
  if (isEmpty(value)) return "—";
  if (typeof value === "boolean") return t(value ? "yes" : "no");
  return typeof value === "string" ? value : JSON.stringify(value);
}
