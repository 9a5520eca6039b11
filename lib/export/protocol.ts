// The messages between a list page and the export worker.
import type { ExportKind } from "./tables";

export type ExportFormat = "csv" | "pdf";

export type ExportRequest = {
  format: ExportFormat;
  /** Which declared table to build (lib/export/tables). */
  kind: ExportKind;
  rows: unknown[];
  /** YYYY-MM-DD, so the file says ACTIVE or INACTIVE exactly as the screen did. */
  today: string;
};

export type ExportResponse = { ok: true; blob: Blob } | { ok: false; message: string };
