// The session-ending calls as the browser makes them (app/api/sessions/): no body, each answer the
// type its handler is annotated with (lib/schemas/sessions.ts).
import { ACCOUNT_KINDS, type AccountKind } from "@/lib/accounts/kinds";
import type { SessionEndedAnswer, SessionsEndedAnswer } from "@/lib/schemas/sessions";
import { bffCall } from "@/lib/browser/typed-call";

export const sessionWrites = {
  /** DELETE /api/sessions/:id (the session's public id, lib/session-registry/view.ts) */
  endOne: (publicId: string) => bffCall<undefined, SessionEndedAnswer>("DELETE", `/api/sessions/${encodeURIComponent(publicId)}`),
  /** DELETE /api/sessions/others */
  endOthers: () => bffCall<undefined, SessionsEndedAnswer>("DELETE", "/api/sessions/others"),
  /** DELETE /api/sessions/accounts/:kind/:name: a sub-account's sessions, from its edit screen. */
  endAccount: (kind: AccountKind, name: string) =>
    bffCall<undefined, SessionsEndedAnswer>("DELETE", `/api/sessions/accounts/${ACCOUNT_KINDS[kind].segment}/${encodeURIComponent(name)}`),
};
