// The reference upstream's own audit records: its call, which only the reference upstream keeps.
// The panel's own journal of writes (features/journal) needs no call; this one is its second
// source where the backend has it.
import { prefixed, type Call } from "./call-table";

export const AUDIT_CALLS = {
  "audit.list": { reference: prefixed("audit"), spec: "reference-only" },
} as const satisfies Record<string, Call>;
