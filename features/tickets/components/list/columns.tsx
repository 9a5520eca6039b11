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
import { useTranslations } from "next-intl";
import { translatedList } from "@/components/ui/data-table/translated-list";
import { TimeText } from "@/components/ui/when";
import type { Translate } from "@/i18n/translator";
import { TICKET_LIST, type TicketItem, type TicketSortKey } from "@/lib/resources/tickets";
import { can } from "@/lib/operations";
import type { Role } from "@/lib/roles";
import { screenHref } from "@/lib/screens";
import { ticketStatus } from "@/lib/ticket-labels";
import { issueTypeName, statusName } from "@/features/tickets/components/ticket-options";

/** The list's texts. */
const useTexts = () => useTranslations("tickets");

const helper = createDataTableColumnHelper<TicketItem>();

/** Exported for the check that every sortable column is a sort of TICKET_LIST (tests/unit/list-columns.test.ts). */
export function columns(t: Translate, role: Role) {
  return helper.columns([
    helper.accessor("name", {
      id: "name" satisfies TicketSortKey,
      header: t("name"),
      meta: { roles: ["admin"] },
      cell: ({ getValue }) => (
        <span dir="auto" className="font-medium">
          {getValue()}
        </span>
      ),
    }),
    helper.accessor("type", {
      id: "type" satisfies TicketSortKey,
      header: t("type"),
      cell: ({ row }) => (
        <Link
          href={screenHref(role, "tickets.update", { id: String(row.original.id) })}
          prefetch={false}
          aria-label={t("typeLink", { type: issueTypeName(row.original.type, t), id: row.original.id })}
          className="font-medium text-primary underline-offset-2 hover:underline"
        >
          {issueTypeName(row.original.type, t)}
        </Link>
      ),
    }),
    helper.accessor("description", {
      header: t("description"),
      enableSorting: false,
      meta: { detail: true },
      cell: ({ getValue }) => (
        <span dir="auto" className="line-clamp-2 max-w-md break-words">
          {getValue()}
        </span>
      ),
    }),
    helper.accessor("modified", {
      id: "modified" satisfies TicketSortKey,
      header: t("modified"),
      // Wraps below `sm` (date over time), so Type, Modified and the action fit a phone.
      cell: ({ getValue }) => <TimeText value={getValue()} wrapOnPhones />,
    }),
    helper.accessor("status", {
      header: t("status"),
      enableSorting: false,
      meta: { detail: true },
      cell: ({ row }) => {
        const status = ticketStatus(row.original);
        return <Chip tone={status.tone}>{statusName(status.label, t)}</Chip>;
      },
    }),
    helper.display({
      id: "actions",
      header: t("actions"),
      meta: { className: "w-0 text-end", detail: true },
      cell: ({ row }) => (
        <DataTableRowActions>
          <RowActionLink
            href={screenHref(role, "tickets.update", { id: String(row.original.id) })}
            label={t("editTicket", { id: row.original.id })}
            icon={<EditIcon />}
          />
        </DataTableRowActions>
      ),
    }),
  ]);
}

export const TicketList = translatedList<TicketItem, typeof TICKET_LIST>(useTexts, (t) => ({
  name: t("listName"),
  shape: TICKET_LIST,
  tabs: { label: t("tabsLabel"), labels: { all: t("tabs.all"), active: t("tabs.active"), closed: t("tabs.closed") } },
  columns: (role) => columns(t, role),
  rowId: (ticket) => String(ticket.id),
  rowLabel: (ticket) => t("rowLabel", { id: ticket.id }),
  emptyMessage: t("empty"),
  api: "/api/tickets",
  // The admin answers tickets but raises none.
  add: (role) => (can(role, "tickets.add") ? { label: t("addTicket"), href: screenHref(role, "tickets.add") } : null),
}));
