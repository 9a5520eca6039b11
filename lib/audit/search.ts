// The audit list's filters live in its search text, so they stay in the URL (?q=) and reach the
// export like any search: `actor:dealer action:client.renew target:maria from:2026-11-01 to:2026-11-22`.
// The screen edits them in their own fields (audit-search.tsx); typed by hand they work too.
// Words without a known prefix, or with a value the upstream would refuse, are the plain search
// (part of the actor's or the target's name), so nothing malformed is forwarded.

import { ACCOUNT_NAME_MAX, ACCOUNT_NAME_PATTERN } from "@/lib/account-name";
import { isCalendarDay } from "@/lib/schemas/days";

export type AuditFilters = { search: string; actor?: string; action?: string; target?: string; from?: string; to?: string };
export type AuditFilter = Exclude<keyof AuditFilters, "search">;


/** Each filter's prefix and the values it takes (the upstream's rules: a login, a known action, a UTC day). */
const FILTERS: Record<AuditFilter, (value: string) => boolean> = {
  actor: (value) => value.length <= ACCOUNT_NAME_MAX && ACCOUNT_NAME_PATTERN.test(value),
  action: (value) => Object.hasOwn(AUDIT_ACTION_LABELS, value),
  target: (value) => value.length <= 100,
  from: isCalendarDay,
  to: isCalendarDay,
};
const isFilter = (key: string): key is AuditFilter => Object.hasOwn(FILTERS, key);

export function parseAuditSearch(q: string): AuditFilters {
  const filters: AuditFilters = { search: "" };
  const rest: string[] = [];
  for (const word of q.split(/\s+/).filter(Boolean)) {
    const match = /^([a-z]+):(.+)$/i.exec(word);
    const key = match?.[1].toLowerCase() ?? "";
    if (match && isFilter(key) && FILTERS[key](match[2])) filters[key] = match[2];
    else rest.push(word);
  }
  filters.search = rest.join(" ");
  return filters;
}

/** The search text for these filters: parseAuditSearch's inverse. A value with a space cannot be one word, so only its first word is kept. */
export function formatAuditSearch(filters: AuditFilters): string {
  const words = (Object.keys(FILTERS) as AuditFilter[]).flatMap((key) => {
    const value = filters[key]?.trim().split(/\s+/)[0];
    return value ? [`${key}:${value}`] : [];
  });
  return [...words, filters.search.trim()].filter(Boolean).join(" ");
}

/** The human labels of the actions the upstream records. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "client.add": "Client added",
  "client.save": "Client saved",
  "client.delete": "Client deleted",
  "client.delete_mac": "Client deleted by MAC",
  "client.renew": "Client renewed",
  "client.retrieve": "Months retrieved",
  "client.reset": "Client reset",
  "account.add": "Account added",
  "account.edit": "Account edited",
  "account.delete": "Account deleted",
  "account.credits": "Credits moved",
  "account.password": "Password changed",
  "message.send": "Message sent",
  "panel_message.save": "Panel message saved",
  "ticket.create": "Ticket created",
  "ticket.close": "Ticket closed",
  "ticket.detail": "Ticket follow-up",
  "session.sign_in": "Signed in",
  "session.sign_out": "Signed out",
};

export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;

/** One change as the screen and the export show it: `expiry: 2026-12-01 → 2027-01-01`. */
export function describeChange(change: { field: string; changed?: true; before?: unknown; after?: unknown }): string {
  if ("changed" in change && change.changed) return `${change.field}: changed`;
  return `${change.field}: ${show(change.before)} → ${show(change.after)}`;
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}
