// The messages between a list page and the export worker.
import type { ExportQuery } from "./fetch-all-pages";
import type { ExportKind } from "./kinds";
import type { Locale } from "@/i18n/locales";
import type { ExportMessages } from "./texts";

export type ExportFormat = "csv" | "pdf";

export type ExportRequest = {
  format: ExportFormat;
  /** Which declared table to build (./kinds.ts). */
  kind: ExportKind;
  /** YYYY-MM-DD, so the file says ACTIVE or INACTIVE exactly as the screen did. */
  today: string;
  /** The page's language and the export's catalogue parts in it (./texts.ts). */
  locale: Locale;
  messages: ExportMessages;
  /** Where the rows come from: a BFF list endpoint the worker pages through, or rows the page already holds. */
  source: { api: string; query: ExportQuery; expectedRows: number } | { rows: unknown[] };
};

export type ExportMessage =
  | { type: "progress"; share: number }
  | { type: "done"; blob: Blob; file: string }
  /** `status` is the BFF's (0 when it could not be reached or the file could not be built). */
  | { type: "failed"; message: string; status: number };
