// The account lists' exports: the columns each list shows, as plain text.
import { formatDate } from "@/lib/format";
import type { DealerRow, ResellerRow, SuperResellerRow } from "@/lib/schemas/accounts";
import { oneLine, type ExportTableDefinition } from "./table";

const count = (n: number) => String(n);

export const superResellerExport: ExportTableDefinition<SuperResellerRow> = {
  texts: "superResellers",
  file: "mySuperResellers",
  columns: ["login", "created", "credits", "resellers", "dealers", "clients", "description"],
  row: (r) => [r.name, formatDate(r.created), count(r.credits), count(r.resellerCount), count(r.dealersCount), count(r.clientsCount), oneLine(r.description)],
  wideColumn: 6,
};

export const resellerExport: ExportTableDefinition<ResellerRow> = {
  texts: "resellers",
  file: "myResellers",
  columns: ["reseller", "manager", "description", "dealers", "clients", "credits"],
  row: (r) => [r.reseller, r.manager ?? "", oneLine(r.description), count(r.dealersCount), count(r.clientsCount), count(r.credits)],
  wideColumn: 2,
};

export const dealerExport: ExportTableDefinition<DealerRow> = {
  texts: "dealers",
  file: "myDealers",
  columns: ["manager", "reseller", "dealer", "description", "clients", "credits"],
  row: (r) => [r.manager ?? "", r.reseller ?? "", r.dealer, oneLine(r.description), count(r.clientsCount), count(r.credits)],
  wideColumn: 3,
};
