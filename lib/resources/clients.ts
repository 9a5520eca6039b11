// Clients (clients spec): the area's upstream calls per dialect (§7: the dealer's list and delete
// have paths of their own), the client list and the expiry worklist (sorts typed against their
// rows) and the client export, in one place. The rows' zod schemas are lib/schemas/client-list.ts
// and lib/schemas/renewals.ts (type imports: this module stays free of zod for client components);
// the columns' rendering is features/clients/components/list/columns.tsx and features/renewals/components/columns.tsx.
import { cellDate, EXPORT_FILE, oneLine, type ExportTableDefinition } from "@/lib/export/tables/table";
import { clientStatus } from "@/lib/format";
import { isExpiredToday } from "@/lib/list/expired-today";
import { byText, type LocalListRules, type SortKeyOf } from "@/lib/list/local-page";
import { sortedBy } from "@/lib/list/sorting";
import type { ClientRow, ExpiringRow } from "@/lib/schemas/client-list";
import { ABOVE_DEALER, prefixed, same, type Call } from "./call-table";

export type { ClientRow, ExpiringRow };

export const CLIENT_CALLS = {
  "clients.list": same({ ...prefixed("clientlist", ABOVE_DEALER), dealer: "/api/clients" }),
  "clients.get": same(prefixed("client")),
  "clients.add": same(prefixed("client")),
  "clients.save": same(prefixed("saveclient")),
  "clients.reset": { reference: prefixed("resetclient"), spec: { dealer: "/api/resetclient" } },
  "clients.delete": same({ ...prefixed("deleteclient", ABOVE_DEALER), dealer: "/api/remove" }),
  // "Renew calls for the other roles: not shown."
  "clients.renew": { reference: prefixed("renew"), spec: { dealer: "/api/renew" } },
  "clients.retrieve": same(prefixed("retrieve")),
  "clients.history": same(prefixed("history")),
  "clients.packages": same(prefixed("packages")),
  "clients.subpackages": same(prefixed("subpackages")),
  // The expiry worklist and bulk renew: the reference upstream's own calls; on a spec
  // backend the BFF computes the worklist from the client list and renews one client at a time.
  "clients.expiring": { reference: prefixed("expiring"), spec: { from: "clients.list" } },
  "clients.bulkRenew": { reference: prefixed("bulkrenew"), spec: { from: "clients.renew" } },
} as const satisfies Record<string, Call>;

/** The reference upstream sorts by these keys itself; on a spec backend the BFF does, with CLIENT_RULES. */
export const CLIENT_LIST = sortedBy<ClientRow>()({
  tabs: ["all", "active", "expired"],
  sorts: ["name", "-name", "expiry", "-expiry"],
  compare: { name: byText((row) => row.name), expiry: byText((row) => row.expiry) },
});

export type ClientSortKey = SortKeyOf<typeof CLIENT_LIST>;

/**
 * The client list on a spec backend (lib/backends/spec-only/client-list.ts), clients spec §4: ACTIVE is
 * expiry from today on, EXPIRED before today; search by name, MAC, status and description, the
 * status as its chips say it (ACTIVE or INACTIVE, and "Expired" under a passed expiry), so typing
 * a chip's word finds those clients.
 */
export const CLIENT_RULES: LocalListRules<ClientRow, typeof CLIENT_LIST> = {
  tabs: { all: () => true, active: (row) => !isExpiredToday(row.expiry), expired: (row) => isExpiredToday(row.expiry) },
  // clientStatus's label (lib/format.ts), with today's expiries worked out once.
  searchText: (row) => {
    const expired = isExpiredToday(row.expiry);
    return `${row.name} ${row.mac ?? ""} ${!expired && row.status ? "ACTIVE" : "INACTIVE"}${expired ? " EXPIRED" : ""} ${row.description ?? ""}`;
  },
  compare: CLIENT_LIST.compare,
  // The whole list is remembered for a while (lib/backends/spec-only/whole-lists.ts): its next pages are cut from the same order.
  keepOrdersAs: "clients",
};

/** A client's expiry day (YYYY-MM-DD), "" when it has none: the worklist's windows and order compare days. */
export const expiryDay = (row: ClientRow) => row.expiry?.slice(0, 10) ?? "";

/**
 * The expiry worklist: paid clients ending within 7 days, trials ending today; soonest
 * first, ties by name, as the reference upstream orders them. Its tabs depend on today, so their
 * rules are made per day (lib/backends/spec-only/expiring.ts). Its orders are over a client row, which
 * the worklist's row extends: on a spec backend the BFF pages the client list itself as the worklist.
 */
export const EXPIRING_LIST = sortedBy<ClientRow>()({
  tabs: ["week", "trials"],
  sorts: ["expiry", "-expiry", "name", "-name"],
  compare: {
    expiry: (a, b) => expiryDay(a).localeCompare(expiryDay(b)) || byText((r: ClientRow) => r.name)(a, b),
    name: byText((row) => row.name),
  },
});

export type ExpiringSortKey = SortKeyOf<typeof EXPIRING_LIST>;

// The export's words are keys of namespace "export": what useTranslations("export") reads on a page (lib/export/texts.ts).
/**
 * The client export: the same columns and the same displayed values as the list on screen. Its
 * words are keys of namespace "export", read in the reader's language (lib/export/texts.ts).
 */
export const clientExport: ExportTableDefinition<ClientRow> = {
  title: "clients.title",
  file: EXPORT_FILE,
  head: ["clients.head.login", "clients.head.description", "clients.head.mac", "clients.head.ministra", "clients.head.status", "clients.head.expiry"],
  /** `today` (YYYY-MM-DD) decides ACTIVE, INACTIVE and expired, exactly as the screen did. */
  row: (client, today, texts) => {
    const t = texts("export");
    return [
      client.name,
      oneLine(client.description),
      client.mac ?? "",
      client.ministra ? t("yes") : t("no"),
      clientStatus(client, today).label === "ACTIVE" ? t("active") : t("inactive"),
      cellDate(client.expiry),
    ];
  },
  wideColumn: 1,
};
