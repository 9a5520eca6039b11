import type { SessionData } from "@/lib/session/cookie";
import type { AccountId } from "./account";
import type { PendingSignIn } from "./pending";

/**
 * Whose factors a request is about: the signed-in session's account or, during a sign-in that must
 * set up a second factor first, the pending sign-in's account ("enrol" stage).
 */
export type Actor = { account: AccountId; session: SessionData | null; pending: PendingSignIn | null };
