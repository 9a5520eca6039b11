import "server-only";
import { redirect } from "next/navigation";
import { SERVER_ERROR_MESSAGE, UpstreamError } from "@/lib/upstream/errors";
import { sessionLost } from "@/lib/upstream/session-lost";

export type LoadedItem<T> = { kind: "ready"; item: T } | { kind: "missing" } | { kind: "failed"; message: string };

/** The first value of a search parameter (`?id=1&id=2` reads as "1"). */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** What a screen shows for a failed call: the upstream's message, else the one server-error message. */
export function upstreamMessage(error: unknown): string {
  return error instanceof UpstreamError ? error.message : SERVER_ERROR_MESSAGE;
}

/**
 * The one item an update screen shows (a client, a ticket, an account), for a server component. The
 * upstream no longer honouring the token (a 401, or a 403 on this read: lib/upstream/session-lost.ts)
 * ends the panel's session too; an item outside the caller's subtree answers 404, as if it did not
 * exist, and is "missing"; any other failure becomes the message the screen shows in its place.
 */
export async function loadItem<T>(load: () => Promise<T>): Promise<LoadedItem<T>> {
  const outcome = await load().then(
    (item) => ({ item }),
    (error: unknown) => ({ error }),
  );
  if (!("error" in outcome)) return { kind: "ready", item: outcome.item };
  const status = outcome.error instanceof UpstreamError ? outcome.error.status : 0;
  // redirect() throws, so it stays outside any try block.
  if (sessionLost(outcome.error)) redirect("/logout");
  if (status === 404) return { kind: "missing" };
  return { kind: "failed", message: upstreamMessage(outcome.error) };
}

/**
 * A part of an item's screen that may fail on its own (a history, a ledger, a ticket's thread): its
 * rows, or null and the message its card shows while it retries in the browser.
 */
export function loadPart<T>(load: Promise<T>): Promise<{ rows: T; error: null } | { rows: null; error: string }> {
  return load.then(
    (rows) => ({ rows, error: null }),
    (error: unknown) => ({ rows: null, error: upstreamMessage(error) }),
  );
}
