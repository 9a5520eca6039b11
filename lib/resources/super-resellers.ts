// Super resellers, the "managers" (accounts spec §2.2, §7): the resource's upstream calls per
// dialect, its list (sorts typed against its row) and its export table, in one place. The row's
// zod schema is lib/schemas/accounts.ts (a type import: this module stays free of zod for client
// components); the columns' rendering is features/accounts/components/list/super-reseller-columns.tsx.
// Where the spec says "not shown" (the list), only the operator's mapping serves it.
import { formatDate } from "@/lib/format";
import { oneLine, type ExportTableDefinition } from "@/lib/export/tables/table";
import { byNumber, byText, type LocalListRules, type SortKeyOf } from "@/lib/list/local-page";
import { sortedBy } from "@/lib/list/sorting";
import type { SuperResellerRow } from "@/lib/schemas/accounts";
import { same, unshown, type Call } from "./call-table";

export type { SuperResellerRow };

export const SUPER_RESELLER_CALLS = {
  "superResellers.list": unshown({ admin: "/admin/superresellers" }),
  "superResellers.get": same({ admin: "/admin/superreseller" }),
  "superResellers.add": same({ admin: "/admin/superreseller" }),
  "superResellers.save": same({ admin: "/admin/save" }),
  "superResellers.password": same({ admin: "/admin/changepassword" }),
} as const satisfies Record<string, Call>;

export const SUPER_RESELLER_LIST = sortedBy<SuperResellerRow>()({
  tabs: ["all"],
  sorts: ["name", "-name", "created", "-created", "credits", "-credits", "clients", "-clients"],
  compare: {
    name: byText((row) => row.name),
    created: byText((row) => row.created),
    credits: byNumber((row) => row.credits),
    clients: byNumber((row) => row.clientsCount),
  },
});

/** The upstream answers the list whole; the BFF searches, sorts and pages it with these rules (lib/list/local-page.ts). */
export const SUPER_RESELLER_RULES: LocalListRules<SuperResellerRow, typeof SUPER_RESELLER_LIST> = {
  searchText: (row) => `${row.name} ${row.description}`,
  compare: SUPER_RESELLER_LIST.compare,
};

export type SuperResellerSortKey = SortKeyOf<typeof SUPER_RESELLER_LIST>;

// The export's words are keys of namespace "export": what useTranslations("export") reads on a page (lib/export/texts.ts).
export const superResellerExport: ExportTableDefinition<SuperResellerRow> = {
  title: "superResellers.title",
  file: "mySuperResellers",
  head: [
    "superResellers.head.login",
    "superResellers.head.created",
    "superResellers.head.credits",
    "superResellers.head.resellers",
    "superResellers.head.dealers",
    "superResellers.head.clients",
    "superResellers.head.description",
  ],
  row: (r) => [
    r.name,
    formatDate(r.created),
    String(r.credits),
    String(r.resellerCount),
    String(r.dealersCount),
    String(r.clientsCount),
    oneLine(r.description),
  ],
  wideColumn: 6,
};
