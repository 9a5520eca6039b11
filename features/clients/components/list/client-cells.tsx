// The cells every table of clients shares (Manage Clients, Message Clients' recipients, the
// expiry worklist), so a client's login, description and chips read the same everywhere.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Chip } from "@/components/ui/chip";
import { useFormat } from "@/hooks/use-format";
import { clientStatus } from "@/lib/format";
import type { Role } from "@/lib/roles";
import type { ClientRow } from "@/lib/schemas/client-list";
import { screenHref } from "@/lib/screens";

/**
 * The client's login, linking to its update screen (no prefetch: a page of 100 rows would fire 100
 * requests). Logins are at most 15 characters: one line, never broken mid-word.
 */
export function ClientLoginLink({ role, name }: { role: Role; name: string }) {
  return (
    <Link
      href={screenHref(role, "clients.update", { name })}
      prefetch={false}
      className="whitespace-nowrap text-sm font-medium text-primary underline-offset-2 hover:underline"
    >
      {name}
    </Link>
  );
}

/** A description, at most two lines in the table (the detail row on phones). */
export function ClientDescription({ text }: { text: string | null }) {
  return (
    <span dir="auto" className="line-clamp-2 max-w-48 break-words">
      {text}
    </span>
  );
}

type Client = Pick<ClientRow, "status" | "expiry">;

/** ACTIVE (green) or INACTIVE (red), as clients spec §4 decides it. */
export function ClientStatusChip({ client }: { client: Client }) {
  const t = useTranslations("clients");
  const status = clientStatus(client);
  return <Chip tone={status.statusTone}>{t(`status.${status.label}`)}</Chip>;
}

/**
 * The expiry date, green while it lasts, red once passed; a passed one also says "Expired" in
 * visible words, so the colour is never the only sign. The word goes under the date, so the
 * Expiry column stays as narrow as the date (a phone's table must not scroll sideways). A dash for none.
 */
export function ClientExpiryChip({ client }: { client: Client }) {
  const t = useTranslations("clients");
  const date = useFormat().date(client.expiry);
  if (!date) return <span className="text-slate-500">—</span>;
  const { expired, expiryTone } = clientStatus(client);
  if (!expired) return <Chip tone={expiryTone}>{date}</Chip>;
  return (
    <Chip tone={expiryTone} stacked>
      <span>{date}</span> <span>{t("expired")}</span>
    </Chip>
  );
}
