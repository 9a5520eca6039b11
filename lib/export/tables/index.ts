// Every export table, by kind: a list names its kind and the worker builds that table.
import { clientExport } from "./clients";
import type { ExportTableDefinition } from "./table";

export const EXPORT_TABLES = {
  clients: clientExport,
} satisfies Record<string, ExportTableDefinition<never>>;

export type ExportKind = keyof typeof EXPORT_TABLES;
