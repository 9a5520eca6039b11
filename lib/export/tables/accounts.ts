// The account lists' exports: the columns each list shows, as plain text.
// Its words are keys of namespace "export": what useTranslations("export") reads on a page (../texts.ts).
import { formatDate } from "@/lib/format";
import type { DealerRow, ResellerRow, SuperResellerRow } from "@/lib/schemas/accounts";
import { oneLine, type ExportTableDefinition } from "./table";

const count = (n: number) => String(n);

export const superResellerExport: ExportTableDefinition<SuperResellerRow> = {
  title: "superResellers.title",
  file: "mySuperResellers",
  head: ["superResellers.head.login", "superResellers.head.created", "superResellers.head.credits", "superResellers.head.resellers", "superResellers.head.dealers", "superResellers.head.clients", "superResellers.head.description"],
  row: (r) => [r.name, formatDate(r.created), count(r.credits), count(r.resellerCount), count(r.dealersCount), count(r.clientsCount), oneLine(r.description)],
  wideColumn: 6,
};

export const resellerExport: ExportTableDefinition<ResellerRow> = {
  title: "resellers.title",
  file: "myResellers",
  head: ["resellers.head.reseller", "resellers.head.manager", "resellers.head.description", "resellers.head.dealers", "resellers.head.clients", "resellers.head.credits"],
  row: (r) => [r.reseller, r.manager ?? "", oneLine(r.description), count(r.dealersCount), count(r.clientsCount), count(r.credits)],
  wideColumn: 2,
};

export const dealerExport: ExportTableDefinition<DealerRow> = {
  title: "dealers.title",
  file: "myDealers",
  head: ["dealers.head.manager", "dealers.head.reseller", "dealers.head.dealer", "dealers.head.description", "dealers.head.clients", "dealers.head.credits"],
  row: (r) => [r.manager ?? "", r.reseller ?? "", r.dealer, oneLine(r.description), count(r.clientsCount), count(r.credits)],
  wideColumn: 3,
};
