import "server-only";
import { redirect } from "next/navigation";
import { SERVER_ERROR_MESSAGE, UpstreamError } from "@/lib/upstream/errors";

export type LoadedItem<T> = { kind: "ready"; item: T } | { kind: "missing" } | { kind: "failed"; message: string };

/** The first value of a search parameter (`?id=1&id=2` reads as "1"). */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The one item an update screen shows (a client, a ticket), for a server component. The upstream
 * no longer knowing the token ends the panel's session too; an item outside the caller's subtree
 * answers 404 (or 403), as if it did not exist, and is "missing"; any other failure becomes the
 * message the screen shows in its place.
 */
export async function loadItem<T>(load: () => Promise<T>): Promise<LoadedItem<T>> {
  const outcome = await load().then(
    (item) => ({ item }),
    (error: unknown) => ({ error }),
  );
  if (!("error" in outcome)) return { kind: "ready", item: outcome.item };
  const status = outcome.error instanceof UpstreamError ? outcome.error.status : 0;
  // redirect() throws, so it stays outside any try block.
  if (status === 401) redirect("/logout");
  if (status === 404 || status === 403) return { kind: "missing" };
  return { kind: "failed", message: outcome.error instanceof UpstreamError ? outcome.error.message : SERVER_ERROR_MESSAGE };
}
