// The audit list's search box also takes filters, so they live in the URL (?q=) and reach the
// export like any search: `actor:dealer action:client.renew from:2026-11-01 to:2026-11-22 maria`.
// Words without a known prefix are the plain search (part of the actor's or the target's name).

export type AuditFilters = { search: string; actor?: string; action?: string; from?: string; to?: string };

const PREFIXES = ["actor", "action", "from", "to"] as const;

export function parseAuditSearch(q: string): AuditFilters {
  const filters: AuditFilters = { search: "" };
  const rest: string[] = [];
  for (const word of q.split(/\s+/).filter(Boolean)) {
    const match = /^([a-z]+):(.+)$/i.exec(word);
    const key = match?.[1].toLowerCase() as (typeof PREFIXES)[number] | undefined;
    if (match && key && (PREFIXES as readonly string[]).includes(key)) filters[key] = match[2];
    else rest.push(word);
  }
  filters.search = rest.join(" ");
  return filters;
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
