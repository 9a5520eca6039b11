"use client";
import { useLocale, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { isLocale } from "@/i18n/locales";
import { formatCount } from "@/lib/format";
import { useTicketDetails } from "@/features/tickets/hooks/use-ticket-details";
import type { Ticket, TicketDetail } from "@/lib/schemas/tickets";
import { isClosed } from "@/lib/ticket-labels";
import { AddDetailForm } from "./add-detail-form";
import { DetailEntry } from "./detail-entry";

type Props = {
  ticket: Ticket;
  /** The signed-in login: its own entries show as its own. */
  viewer: string;
  initial: TicketDetail[] | null;
  initialError: string | null;
};

/** The Details thread, oldest first, and the add row while the ticket is active (accounts spec §2.8, §4). */
export function TicketDetailsCard({ ticket, viewer, initial, initialError }: Props) {
  const t = useTranslations("tickets");
  const locale = useLocale();
  const { data, loading, error } = useTicketDetails(ticket.id, initial);
  const entries = data ?? [];
  const problem = error?.message ?? (data === undefined ? initialError : null);
  return (
    <Card
      title={t("details")}
      aside={
        <span className="text-sm text-slate-500">
          {t("entries", { count: entries.length, n: formatCount(entries.length, isLocale(locale) ? locale : undefined) })}
        </span>
      }
    >
      {problem && <Alert tone="error">{problem}</Alert>}
      {entries.length > 0 ? (
        <ol aria-label={t("details")} className="flex flex-col gap-3">
          {entries.map((entry, index) => (
            <DetailEntry key={entry.id ?? `${entry.created}-${index}`} entry={entry} own={entry.createdBy === viewer} />
          ))}
        </ol>
      ) : (
        !problem && <p className="text-sm text-slate-500">{loading ? t("loading") : t("noDetails")}</p>
      )}
      {isClosed(ticket) ? <p className="text-sm text-slate-600">{t("onlyActive")}</p> : <AddDetailForm ticketId={ticket.id} />}
    </Card>
  );
}
