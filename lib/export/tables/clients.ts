// The client export: the same columns and the same displayed values as the list on screen.
import { clientStatus, formatDate } from "@/lib/format";
import type { ClientRow } from "@/lib/schemas/client-list";
import { EXPORT_FILE, oneLine, type ExportTableDefinition } from "./table";

export const clientExport: ExportTableDefinition<ClientRow> = {
  title: "Clients",
  file: EXPORT_FILE,
  head: ["Login", "Description", "MAC", "Ministra", "Status", "Expiry"],
  /** `today` (YYYY-MM-DD) decides ACTIVE, INACTIVE and expired, exactly as the screen did. */
  row: (client, today) => [
    client.name,
    oneLine(client.description),
    client.mac ?? "",
    client.ministra ? "Yes" : "No",
    clientStatus(client, today).label,
    formatDate(client.expiry),
  ],
  wideColumn: 1,
};
