// The client export as a plain table: the same columns and the same displayed values as the
// list on screen. Pure, so the worker and the unit tests share it.
import { clientStatus, formatDate, todayIso } from "@/lib/format";
import type { ClientRow } from "@/lib/schemas/client-list";

export const CLIENT_EXPORT_FILE = "myClients";
export const CLIENT_EXPORT_HEAD = ["Login", "Description", "MAC", "Ministra", "Status", "Expiry"] as const;

export type ExportTable = { head: readonly string[]; body: string[][] };

/** One client as its exported cells; `today` (YYYY-MM-DD) decides ACTIVE, INACTIVE and expired. */
export function clientExportRow(client: ClientRow, today: string = todayIso()): string[] {
  return [
    client.name,
    // One line per cell: a newline typed into a description would split a PDF row oddly.
    (client.description ?? "").replace(/\s*[\r\n]+\s*/g, " ").trim(),
    client.mac ?? "",
    client.ministra ? "Yes" : "No",
    clientStatus(client, today).label,
    formatDate(client.expiry),
  ];
}

export function clientExportTable(clients: readonly ClientRow[], today: string = todayIso()): ExportTable {
  return { head: CLIENT_EXPORT_HEAD, body: clients.map((client) => clientExportRow(client, today)) };
}
