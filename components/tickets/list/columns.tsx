"use client";
// The ticket list (accounts spec §2.8), declared once for every role. Description and Status move
// into the row's detail panel below `sm`, as the spec says; only the admin's list shows Name.
// The ticket's type is its name in the list: a link to the ticket, as a client's login is, so a
// phone reaches the ticket from the row itself; the Edit Ticket action moves to the detail panel there.
import Link from "next/link";
import { Chip } from "@/components/ui/chip";
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { DataTableRowActions, RowActionLink } from "@/components/ui/data-table/data-table-row-actions";
import { EditIcon } from "@/components/ui/data-table/icons";
import { defineList } from "@/components/ui/data-table/list-view";
import { formatTimestamp } from "@/lib/format";
import { TICKET_LIST, type TicketItem, type TicketSortKey } from "@/lib/resources/tickets";
import { can } from "@/lib/operations";
import type { Role } from "@/lib/roles";
import { screenHref } from "@/lib/screens";
import { issueTypeLabel, ticketStatus } from "@/lib/tickets/labels";

const helper = createDataTableColumnHelper<TicketItem>();

/** Exported for the check that every sortable column is a sort of TICKET_LIST (tests/unit/list-columns.test.ts). */
export function columns(role: Role) {
  return helper.columns([
    helper.accessor("name", {
      id: "name" satisfies TicketSortKey,
      header: "Name",
      meta: { roles: ["admin"] },
      cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
    }),
    helper.accessor("type", {
      id: "type" satisfies TicketSortKey,
      header: "Type",
      cell: ({ row }) => (
        <Link
          href={screenHref(role, "tickets.update", { id: String(row.original.id) })}
          prefetch={false}
          aria-label={`${issueTypeLabel(row.original.type)}, ticket ${row.original.id}`}
          className="font-medium text-primary underline-offset-2 hover:underline"
        >
          {issueTypeLabel(row.original.type)}
        </Link>
      ),
    }),
    helper.accessor("description", {
      header: "Description",
      enableSorting: false,
      meta: { detail: true },
      cell: ({ getValue }) => <span className="line-clamp-2 max-w-md break-words">{getValue()}</span>,
    }),
    helper.accessor("modified", {
      id: "modified" satisfies TicketSortKey,
      header: "Modified",
      // Wraps below `sm` (date over time), so Type, Modified and the action fit a phone.
      cell: ({ getValue }) => <span className="sm:whitespace-nowrap">{formatTimestamp(getValue())}</span>,
    }),
    helper.accessor("status", {
      header: "Status",
      enableSorting: false,
      meta: { detail: true },
      cell: ({ row }) => {
        const status = ticketStatus(row.original);
        return <Chip tone={status.tone}>{status.label}</Chip>;
      },
    }),
    helper.display({
      id: "actions",
      header: "Actions",
      meta: { className: "w-0 text-right", detail: true },
      cell: ({ row }) => (
        <DataTableRowActions>
          <RowActionLink href={screenHref(role, "tickets.update", { id: String(row.original.id) })} label={`Edit Ticket ${row.original.id}`} icon={<EditIcon />} />
        </DataTableRowActions>
      ),
    }),
  ]);
}

export const TicketList = defineList<TicketItem, typeof TICKET_LIST>({
  name: "Tickets",
  shape: TICKET_LIST,
  tabs: { label: "Ticket status", labels: { all: "ALL", active: "ACTIVE", closed: "CLOSED" } },
  columns,
  rowId: (ticket) => String(ticket.id),
  rowLabel: (ticket) => `ticket ${ticket.id}`,
  emptyMessage: "No tickets found",
  api: "/api/tickets",
  // The admin answers tickets but raises none.
  add: (role) => (can(role, "tickets.add") ? { label: "Add Ticket", href: screenHref(role, "tickets.add") } : null),
});
