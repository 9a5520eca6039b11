// The client export: the same columns and the same displayed values as the list on screen.
// Its words are keys of namespace "export": what useTranslations("export") reads on a page (../texts.ts).
import { clientStatus, formatDate } from "@/lib/format";
import type { ClientRow } from "@/lib/schemas/client-list";
import { EXPORT_FILE, oneLine, type ExportTableDefinition } from "./table";

export const clientExport: ExportTableDefinition<ClientRow> = {
  title: "clients.title",
  file: EXPORT_FILE,
  head: ["clients.head.login", "clients.head.description", "clients.head.mac", "clients.head.ministra", "clients.head.status", "clients.head.expiry"],
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
