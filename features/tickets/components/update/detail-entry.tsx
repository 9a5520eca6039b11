import { useTranslations } from "next-intl";
import { Chip } from "@/components/ui/chip";
import { cn } from "@/lib/cn";
import { useFormat } from "@/hooks/use-format";
import type { TicketDetail } from "@/lib/schemas/tickets";
import { isClosed } from "@/lib/ticket-labels";

/**
 * One follow-up (accounts spec §4): the viewer's own entries in green, everyone else's in blue,
 * each under its author's login (so the admin reads the owner's name on the owner's entries);
 * "(you)" says in words what the colour says; the entry that closed the ticket carries CLOSED.
 */
export function DetailEntry({ entry, own }: { entry: TicketDetail; own: boolean }) {
  const t = useTranslations("tickets");
  const format = useFormat();
  return (
    <li className={cn("flex flex-col gap-1 rounded border-s-4 bg-slate-50 px-4 py-3", own ? "border-success" : "border-info")}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Chip tone={own ? "success" : "info"}>
          {entry.createdBy}
          {own && t("you")}
        </Chip>
        <time dateTime={entry.created} className="whitespace-nowrap text-slate-600">
          {format.timestamp(entry.created)}
        </time>
        {isClosed(entry) && <Chip tone="danger">{t("statusLabels.CLOSED")}</Chip>}
      </div>
      <p dir="auto" className="whitespace-pre-line break-words">
        {entry.description}
      </p>
    </li>
  );
}
