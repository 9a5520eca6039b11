import "server-only";
import type { NextRequest } from "next/server";
import type { EnrolledAnswer } from "@/lib/schemas/two-factor";
import type { Actor } from "@/lib/two-factor/actor";
import { dropEnrolments } from "./enrolments";
import { recoveryCodesIfNone } from "./factors";
import { finishSignIn } from "./finish";

/**
 * A factor was just set up: the account's first gets ten recovery codes (shown once). During a
 * sign-in that had to set one up, the session starts now, with the codes in the same answer.
 */
export async function enrolledAnswer(request: NextRequest, actor: Actor): Promise<EnrolledAnswer | Response> {
  await dropEnrolments(actor.account);
  const recoveryCodes = await recoveryCodesIfNone(actor.account);
  if (actor.pending) return finishSignIn(request, actor.pending.pendingId, { recoveryCodes });
  return { recoveryCodes };
}
