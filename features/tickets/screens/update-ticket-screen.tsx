import { getTranslations } from "next-intl/server";
import type { ScreenProps } from "@/components/shell/screen-page";
import { ItemUnavailable } from "@/components/ui/item-unavailable";
import { loadUpdateTicket } from "@/features/tickets/server/load-update-ticket";
import { screenRoute } from "@/lib/screens";
import { TicketDetailsCard } from "@/features/tickets/components/update/ticket-details-card";
import { TicketStatusCard } from "@/features/tickets/components/update/ticket-status-card";

/** Update Ticket Status of every role, for the ticket in `?id=` (bookmarkable), with its Details thread below. */
export async function UpdateTicketScreen({ session, title, searchParams }: ScreenProps) {
  const [data, t] = await Promise.all([loadUpdateTicket(session, searchParams.id), getTranslations("tickets")]);
  const listHref = screenRoute(session.role, "tickets.list") ?? "/";
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-2xl font-semibold">{title}</h2>
      {data.kind !== "ready" && (
        <ItemUnavailable
          result={data}
          missingTitle={t("notFound")}
          missingText={t("notFoundText", { id: data.kind === "missing" ? data.id : "" })}
          back={{ href: listHref, label: t("backToList") }}
        />
      )}
      {data.kind === "ready" && (
        // A new ticket (another ?id=) starts fresh.
        <div key={data.ticket.id} className="flex flex-col gap-6">
          <TicketStatusCard ticket={data.ticket} listHref={listHref} />
          <TicketDetailsCard ticket={data.ticket} viewer={session.name} initial={data.details} initialError={data.detailsError} />
        </div>
      )}
    </div>
  );
}
