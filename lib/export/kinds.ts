// The export tables by name: a list names its kind, the export worker builds that table. The
// tables themselves are the features' (and lib/resources' for the backend's lists); the app puts
// them together for the worker (app/_exports/tables.ts), so the kit below them names only the kinds.
export const EXPORT_KINDS = ["clients", "superResellers", "resellers", "dealers", "transactions", "audit", "journal", "renewals", "reminders"] as const;

export type ExportKind = (typeof EXPORT_KINDS)[number];
