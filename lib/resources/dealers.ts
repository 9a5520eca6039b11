// Dealers (accounts spec §2.2, §7): everything the panel knows about the resource in one place —
// its upstream calls per dialect, its list (sorts typed against its row), its export table.
// The row's zod schema is lib/schemas/accounts.ts (imported as a type only: this module is read
// by client components and stays free of zod); the columns' rendering is
// features/accounts/components/list/dealer-columns.tsx, whose sortable ids are checked against DealerSortKey.
import { oneLine, type ExportTableDefinition } from "@/lib/export/tables/table";
import { byNumber, byText, type LocalListRules, type SortKeyOf } from "@/lib/list/local-page";
import { sortedBy } from "@/lib/list/sorting";
import type { DealerRow } from "@/lib/schemas/accounts";
import { ABOVE_DEALER, ADMIN_AND_MANAGER, prefixed, same, unshown, type Call } from "./call-table";

export type { DealerRow };

export const DEALER_CALLS = {
  "dealers.list": unshown(prefixed("dealers", ABOVE_DEALER)),
  "dealers.get": same(prefixed("dealer", ABOVE_DEALER)),
  "dealers.add": same(prefixed("dealer", ABOVE_DEALER)),
  "dealers.edit": same(prefixed("editdealer", ADMIN_AND_MANAGER)),
  "dealers.credits": { reference: prefixed("dealercredits", ABOVE_DEALER), spec: prefixed("dealercredits", ADMIN_AND_MANAGER) },
  "dealers.password": {
    reference: { admin: "/admin/changepassworddealer", manager: "/superreseller/changepassworddealer", reseller: "/reseller/changepassword" },
    spec: { manager: "/superreseller/changepassworddealer", reseller: "/reseller/changepassword" },
  },
  "dealers.delete": same(prefixed("removedealer", ABOVE_DEALER)),
} as const satisfies Record<string, Call>;

export const DEALER_LIST = sortedBy<DealerRow>()({
  tabs: ["all"],
  sorts: ["name", "-name", "credits", "-credits", "clients", "-clients"],
  compare: {
    name: byText((row) => row.dealer),
    credits: byNumber((row) => row.credits),
    clients: byNumber((row) => row.clientsCount),
  },
});

/** The upstream answers the list whole; the BFF searches, sorts and pages it with these rules (lib/list/local-page.ts). */
export const DEALER_RULES: LocalListRules<DealerRow, typeof DEALER_LIST> = {
  searchText: (row) => `${row.dealer} ${row.reseller ?? ""} ${row.manager ?? ""} ${row.description}`,
  compare: DEALER_LIST.compare,
};

export type DealerSortKey = SortKeyOf<typeof DEALER_LIST>;

// The export's words are keys of namespace "export": what useTranslations("export") reads on a page (lib/export/texts.ts).
export const dealerExport: ExportTableDefinition<DealerRow> = {
  title: "dealers.title",
  file: "myDealers",
  head: ["dealers.head.manager", "dealers.head.reseller", "dealers.head.dealer", "dealers.head.description", "dealers.head.clients", "dealers.head.credits"],
  row: (r) => [r.manager ?? "", r.reseller ?? "", r.dealer, oneLine(r.description), String(r.clientsCount), String(r.credits)],
  wideColumn: 3,
};
