// A list's sortable columns are its sorts: a column header that sorts sends its id as
// ?sort=, which the BFF's query schema refuses unless the list declares it, and a sort the list
// declares but no column offers is unreachable. The ids are typed against the resource modules'
// sort keys with `satisfies`; this checks the columns that sort by default (an accessor column
// without enableSorting: false) against the lists, per role, since some columns are per role.
import { describe, expect, it } from "vitest";
import { columns as dealerColumns } from "@/features/accounts/components/list/dealer-columns";
import { columns as resellerColumns } from "@/features/accounts/components/list/reseller-columns";
import { columns as superResellerColumns } from "@/features/accounts/components/list/super-reseller-columns";
import { columns as auditColumns } from "@/features/journal/components/upstream-audit-list";
import { columns as clientColumns } from "@/features/clients/components/list/columns";
import { columns as expiringColumns } from "@/features/renewals/components/columns";
import { columns as recipientColumns } from "@/features/messaging/components/recipient-list";
import { columns as ticketColumns } from "@/features/tickets/components/list/columns";
import { columns as transactionColumns } from "@/features/transactions/components/list/columns";
import { columnId, type DataTableColumns } from "@/components/ui/data-table/data-table-features";
import type { Translate } from "@/i18n/translator";
import type { ListShape } from "@/lib/list/query";
import { AUDIT_LIST } from "@/features/journal/upstream/list";
import { JOURNAL_LIST } from "@/features/journal/list";
import { columns as journalColumns } from "@/features/journal/components/journal-list";
import { ACCOUNT_LISTS, CLIENT_LIST, EXPIRING_LIST, TICKET_LIST, TRANSACTION_LIST } from "@/lib/lists";
import { ROLES, type Role } from "@/lib/roles";

type AnyColumns = DataTableColumns<never>;
// The ids do not depend on the language: the keys stand in for the words.
const t = ((key: string) => key) as Translate;
const sortKeys = (shape: ListShape) => [...new Set(shape.sorts.map((sort) => sort.replace(/^-/, "")))].sort();
function sortableIds(columns: AnyColumns, role: Role): string[] {
  const shown = columns.filter((column) => !column.meta?.roles || column.meta.roles.includes(role));
  const sortable = shown.filter((column) => ("accessorKey" in column || "accessorFn" in column) && column.enableSorting !== false);
  return sortable.map(columnId).sort();
}

const LISTS: [string, ListShape, (role: Role) => unknown][] = [
  ["Manage Super Resellers", ACCOUNT_LISTS.manager, superResellerColumns(t, "en")],
  ["Manage Resellers", ACCOUNT_LISTS.reseller, resellerColumns(t, "en")],
  ["Manage Dealers", ACCOUNT_LISTS.dealer, dealerColumns(t, "en")],
  ["Manage Clients", CLIENT_LIST, clientColumns],
  ["Message Clients' recipients", CLIENT_LIST, () => recipientColumns(t)],
  ["Expiring", EXPIRING_LIST, expiringColumns],
  ["Manage Tickets", TICKET_LIST, (role) => ticketColumns(t, role)],
  ["Transactions", TRANSACTION_LIST, (role) => transactionColumns(t, role)],
];

describe("every sortable column is a sort of its list, and every sort has its column", () => {
  for (const [name, shape, columns] of LISTS) {
    it(name, () => {
      // Some columns are one role's (the tickets' Name is the admin's): each role's sortable
      // columns are sorts of the list, and together they are all of them.
      const keys = sortKeys(shape);
      const seen = ROLES.flatMap((role) => {
        const ids = sortableIds(columns(role) as AnyColumns, role);
        expect(keys, role).toEqual(expect.arrayContaining(ids));
        return ids;
      });
      expect([...new Set(seen)].sort()).toEqual(keys);
    });
  }

  it("the audit log sorts only newest first, by no column", () => {
    expect(AUDIT_LIST.sorts).toEqual(["-created"]);
    expect(sortableIds(auditColumns(t) as AnyColumns, "admin")).toEqual([]);
  });

  it("the journal sorts only newest first, by no column", () => {
    expect(JOURNAL_LIST.sorts).toEqual(["-seq"]);
    expect(sortableIds(journalColumns(t) as AnyColumns, "admin")).toEqual([]);
  });
});
