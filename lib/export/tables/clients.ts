// The client export: the same columns and the same displayed values as the list on screen.
import { clientStatus, formatDate } from "@/lib/format";
import type { ClientRow } from "@/lib/schemas/client-list";
import { EXPORT_FILE, oneLine, type ExportTableDefinition } from "./table";

export const clientExport: ExportTableDefinition<ClientRow> = {
  texts: "clients",
  file: EXPORT_FILE,
  columns: ["login", "description", "mac", "ministra", "status", "expiry"],
  /** `today` (YYYY-MM-DD) decides ACTIVE, INACTIVE and expired, exactly as the screen did. */
  row: (client, today, texts) => {
    const t = texts("export");
    return [
      client.name,
      oneLine(client.description),
      client.mac ?? "",
      client.ministra ? t("yes") : t("no"),
      clientStatus(client, today).label === "ACTIVE" ? t("active") : t("inactive"),
      formatDate(client.expiry),
    ];
  },
  wideColumn: 1,
};
