import "server-only";
import { redirect } from "next/navigation";
import { screenRoute } from "@/lib/screens";
import { clientNameSchema, CUSTOM_PACKAGES } from "@/lib/schemas/client";
import type { ClientDetail, Transaction } from "@/lib/schemas/client-detail";
import type { SessionData } from "@/lib/session";
import { getClient, getClientHistory, getSubpackages } from "@/lib/upstream/clients";
import { getBalance } from "@/features/credits/server";
import { firstParam, loadItem, loadPart } from "@/lib/loaders/item";
import { recordShown } from "@/lib/write-journal";

export type UpdateClientData =
  | {
      kind: "ready";
      client: ClientDetail;
      /** Null when the history call failed; the screen then shows `historyError` and retries in the browser. */
      history: Transaction[] | null;
      historyError: string | null;
      /** The client's custom package ids on its server (empty unless its selection is custom). */
      subs: number[];
      credits: number | null;
    }
  | { kind: "missing"; name: string }
  | { kind: "failed"; message: string };

/** Everything the update screen needs, for the client named in `?name=`. */
export async function loadUpdateClient(session: SessionData, rawName: string | string[] | undefined): Promise<UpdateClientData> {
  const given = firstParam(rawName);
  // No client chosen: the list is where one is chosen.
  if (!given?.trim()) redirect(screenRoute(session.role, "clients.list") ?? "/");
  const name = clientNameSchema.safeParse(given);
  if (!name.success) return { kind: "missing", name: given };

  const loaded = await loadItem(() => getClient(session, name.data));
  if (loaded.kind === "missing") return { kind: "missing", name: name.data };
  if (loaded.kind === "failed") return loaded;

  const client = loaded.item;
  // The form is filled from this read: the journal keeps it as the before of the edit that follows.
  recordShown({ accountId: session.accountId, targetKind: "client", target: client.name, record: client });
  const [history, subs, credits] = await Promise.all([
    loadPart(getClientHistory(session, client.name)),
    client.package_selection === CUSTOM_PACKAGES ? getSubpackages(session, client.name, client.server).catch(() => client.packages) : [],
    getBalance(session),
  ]);
  return { kind: "ready", client, history: history.rows, historyError: history.error, subs, credits };
}
