import "server-only";
import { redirect } from "next/navigation";
import type { SessionData } from "@/lib/session";
import { getPanelMessage } from "@/lib/upstream/dashboard";
import { sessionLost } from "@/lib/upstream/session-lost";
import { upstreamMessage } from "@/lib/loaders/item";

/** The current panel message, or why it could not be read; a token the upstream no longer knows ends the session. */
export async function loadPanelMessage(session: SessionData): Promise<{ message: string; error: null } | { message: null; error: string }> {
  const outcome = await getPanelMessage(session).then(
    (message) => ({ message }),
    (error: unknown) => ({ error }),
  );
  if (!("error" in outcome)) return { message: outcome.message, error: null };
  // redirect() throws, so it stays outside any try block.
  if (sessionLost(outcome.error)) redirect("/logout");
  return { message: null, error: upstreamMessage(outcome.error) };
}
