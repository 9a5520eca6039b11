// The client list's status and expiry cells, shared by every table of clients (Manage Clients,
// Message Clients' recipients), so the chips read the same everywhere.
import { Chip } from "@/components/ui/chip";
import { clientStatus, formatDate } from "@/lib/format";
import type { ClientRow } from "@/lib/schemas/client-list";

type Client = Pick<ClientRow, "status" | "expiry">;

/** ACTIVE (green) or INACTIVE (red), as clients spec §4 decides it. */
export function ClientStatusChip({ client }: { client: Client }) {
  const status = clientStatus(client);
  return <Chip tone={status.statusTone}>{status.label}</Chip>;
}

/** The expiry date, green while it lasts, red once passed (said in words too); a dash for none. */
export function ClientExpiryChip({ client }: { client: Client }) {
  const date = formatDate(client.expiry);
  if (!date) return <span className="text-slate-500">—</span>;
  const { expired, expiryTone } = clientStatus(client);
  return (
    <Chip tone={expiryTone}>
      {date}
      {expired && <span className="sr-only"> (expired)</span>}
    </Chip>
  );
}
