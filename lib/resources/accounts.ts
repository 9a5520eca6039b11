// The three kinds of account below the admin (accounts spec §2.2, §7) in one definition, keyed by
// the kind (its role value): their upstream calls per dialect, their lists (sorts typed against
// each row), the BFF's paging rules for the whole lists the upstream answers, and their export
// tables. What differs between the kinds is only what the spec makes differ (each row's fields,
// each list's columns, which roles have which call); everything else reads these records by kind.
// The rows' zod schemas are lib/schemas/accounts.ts (type imports: this module stays free of zod
// for client components); the columns' rendering is features/accounts/components/list/.
import { formatDate } from "@/lib/format";
import { oneLine, type ExportTableDefinition } from "@/lib/export/tables/table";
import { byNumber, byText, type LocalListRules, type SortKeyOf } from "@/lib/list/local-page";
import { sortedBy } from "@/lib/list/sorting";
import type { AccountKind, DealerRow, ResellerRow, SuperResellerRow } from "@/lib/schemas/accounts";
import { ABOVE_DEALER, ADMIN_AND_MANAGER, prefixed, same, unshown, type Call } from "./call-table";

export type { DealerRow, ResellerRow, SuperResellerRow };

/** Each kind's list row. */
export type AccountRowOf = { manager: SuperResellerRow; reseller: ResellerRow; dealer: DealerRow };

export const ACCOUNT_CALLS = {
  // Where the spec says "not shown" (the super resellers' list), only the operator's mapping serves it.
  "superResellers.list": unshown({ admin: "/admin/superresellers" }),
  "superResellers.get": same({ admin: "/admin/superreseller" }),
  "superResellers.add": same({ admin: "/admin/superreseller" }),
  "superResellers.save": same({ admin: "/admin/save" }),
  "superResellers.password": same({ admin: "/admin/changepassword" }),
  "resellers.list": { reference: prefixed("resellerlist", ADMIN_AND_MANAGER), spec: { admin: "/admin/resellerlist" } },
  "resellers.get": same(prefixed("reseller", ADMIN_AND_MANAGER)),
  "resellers.add": same(prefixed("reseller", ADMIN_AND_MANAGER)),
  "resellers.edit": same({ admin: "/admin/editreseller" }),
  "resellers.credits": unshown(prefixed("resellercredits", ADMIN_AND_MANAGER)),
  "resellers.password": same({ admin: "/admin/changepasswordreseller", manager: "/superreseller/changepassword" }),
  "resellers.delete": { reference: prefixed("removereseller", ADMIN_AND_MANAGER), spec: { admin: "/admin/removereseller" } },
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

/** The operations of each account kind, by what they do; one place that says which call does what to whom. */
export const ACCOUNT_OPERATIONS = {
  manager: {
    list: "superResellers.list",
    get: "superResellers.get",
    add: "superResellers.add",
    credits: "superResellers.save",
    password: "superResellers.password",
  },
  reseller: {
    list: "resellers.list",
    get: "resellers.get",
    add: "resellers.add",
    credits: "resellers.credits",
    password: "resellers.password",
    edit: "resellers.edit",
    remove: "resellers.delete",
  },
  dealer: {
    list: "dealers.list",
    get: "dealers.get",
    add: "dealers.add",
    credits: "dealers.credits",
    password: "dealers.password",
    edit: "dealers.edit",
    remove: "dealers.delete",
  },
} as const satisfies Record<AccountKind, Record<string, keyof typeof ACCOUNT_CALLS>>;

/** Each kind's list: one tab, and the sorts its columns offer. */
export const ACCOUNT_LISTS = {
  manager: sortedBy<SuperResellerRow>()({
    tabs: ["all"],
    sorts: ["name", "-name", "created", "-created", "credits", "-credits", "clients", "-clients"],
    compare: {
      name: byText((row) => row.name),
      created: byText((row) => row.created),
      credits: byNumber((row) => row.credits),
      clients: byNumber((row) => row.clientsCount),
    },
  }),
  reseller: sortedBy<ResellerRow>()({
    tabs: ["all"],
    sorts: ["name", "-name", "credits", "-credits", "dealers", "-dealers", "clients", "-clients"],
    compare: {
      name: byText((row) => row.reseller),
      credits: byNumber((row) => row.credits),
      dealers: byNumber((row) => row.dealersCount),
      clients: byNumber((row) => row.clientsCount),
    },
  }),
  dealer: sortedBy<DealerRow>()({
    tabs: ["all"],
    sorts: ["name", "-name", "credits", "-credits", "clients", "-clients"],
    compare: {
      name: byText((row) => row.dealer),
      credits: byNumber((row) => row.credits),
      clients: byNumber((row) => row.clientsCount),
    },
  }),
};

export type AccountListOf = { [K in AccountKind]: (typeof ACCOUNT_LISTS)[K] };
export type AccountSortKey<K extends AccountKind> = SortKeyOf<AccountListOf[K]>;

/** The upstream answers each list whole; the BFF searches, sorts and pages it with these rules (lib/list/local-page.ts). */
export const ACCOUNT_RULES: { [K in AccountKind]: LocalListRules<AccountRowOf[K], AccountListOf[K]> } = {
  manager: { searchText: (row) => `${row.name} ${row.description}`, compare: ACCOUNT_LISTS.manager.compare },
  reseller: { searchText: (row) => `${row.reseller} ${row.manager ?? ""} ${row.description}`, compare: ACCOUNT_LISTS.reseller.compare },
  dealer: { searchText: (row) => `${row.dealer} ${row.reseller ?? ""} ${row.manager ?? ""} ${row.description}`, compare: ACCOUNT_LISTS.dealer.compare },
};

/** Each row's account name, the field the spec gives it per kind. */
export const ACCOUNT_NAME_OF: { [K in AccountKind]: (row: AccountRowOf[K]) => string } = {
  manager: (row) => row.name,
  reseller: (row) => row.reseller,
  dealer: (row) => row.dealer,
};

// The exports' words are keys of namespace "export": what useTranslations("export") reads on a page (lib/export/texts.ts).
export const ACCOUNT_EXPORTS: { [K in AccountKind]: ExportTableDefinition<AccountRowOf[K]> } = {
  manager: {
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
  },
  reseller: {
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
  },
  dealer: {
    title: "dealers.title",
    file: "myDealers",
    head: ["dealers.head.manager", "dealers.head.reseller", "dealers.head.dealer", "dealers.head.description", "dealers.head.clients", "dealers.head.credits"],
    row: (r) => [r.manager ?? "", r.reseller ?? "", r.dealer, oneLine(r.description), String(r.clientsCount), String(r.credits)],
    wideColumn: 3,
  },
};
