// Resellers (accounts spec §2.2, §7): the resource's upstream calls per dialect, its list (sorts
// typed against its row) and its export table, in one place. The row's zod schema is
// lib/schemas/accounts.ts (a type import: this module stays free of zod for client components);
// the columns' rendering is features/accounts/components/list/reseller-columns.tsx.
import { oneLine, type ExportTableDefinition } from "@/lib/export/tables/table";
import { byNumber, byText, type LocalListRules, type SortKeyOf } from "@/lib/list/local-page";
import { sortedBy } from "@/lib/list/sorting";
import type { ResellerRow } from "@/lib/schemas/accounts";
import { ADMIN_AND_MANAGER, prefixed, same, unshown, type Call } from "./call-table";

export type { ResellerRow };

export const RESELLER_CALLS = {
  "resellers.list": { reference: prefixed("resellerlist", ADMIN_AND_MANAGER), spec: { admin: "/admin/resellerlist" } },
  "resellers.get": same(prefixed("reseller", ADMIN_AND_MANAGER)),
  "resellers.add": same(prefixed("reseller", ADMIN_AND_MANAGER)),
  "resellers.edit": same({ admin: "/admin/editreseller" }),
  "resellers.credits": unshown(prefixed("resellercredits", ADMIN_AND_MANAGER)),
  "resellers.password": same({ admin: "/admin/changepasswordreseller", manager: "/superreseller/changepassword" }),
  "resellers.delete": { reference: prefixed("removereseller", ADMIN_AND_MANAGER), spec: { admin: "/admin/removereseller" } },
} as const satisfies Record<string, Call>;

export const RESELLER_LIST = sortedBy<ResellerRow>()({
  tabs: ["all"],
  sorts: ["name", "-name", "credits", "-credits", "dealers", "-dealers", "clients", "-clients"],
  compare: {
    name: byText((row) => row.reseller),
    credits: byNumber((row) => row.credits),
    dealers: byNumber((row) => row.dealersCount),
    clients: byNumber((row) => row.clientsCount),
  },
});

/** The upstream answers the list whole; the BFF searches, sorts and pages it with these rules (lib/list/local-page.ts). */
export const RESELLER_RULES: LocalListRules<ResellerRow, typeof RESELLER_LIST> = {
  searchText: (row) => `${row.reseller} ${row.manager ?? ""} ${row.description}`,
  compare: RESELLER_LIST.compare,
};

export type ResellerSortKey = SortKeyOf<typeof RESELLER_LIST>;

// The export's words are keys of namespace "export": what useTranslations("export") reads on a page (lib/export/texts.ts).
export const resellerExport: ExportTableDefinition<ResellerRow> = {
  title: "resellers.title",
  file: "myResellers",
  head: [
    "resellers.head.reseller",
    "resellers.head.manager",
    "resellers.head.description",
    "resellers.head.dealers",
    "resellers.head.clients",
    "resellers.head.credits",
  ],
  row: (r) => [r.reseller, r.manager ?? "", oneLine(r.description), String(r.dealersCount), String(r.clientsCount), String(r.credits)],
  wideColumn: 2,
};
