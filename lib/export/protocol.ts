// The messages between the list page and the export worker.
import type { ClientRow } from "@/lib/schemas/client-list";

export type ExportFormat = "csv" | "pdf";

export type ExportRequest = {
  format: ExportFormat;
  clients: ClientRow[];
  /** YYYY-MM-DD, so the file says ACTIVE or INACTIVE exactly as the screen did. */
  today: string;
  title: string;
};

export type ExportResponse = { ok: true; blob: Blob } | { ok: false; message: string };
