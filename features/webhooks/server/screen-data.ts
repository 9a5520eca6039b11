import "server-only";
import { panelStore } from "@/lib/store";
import type { WebhooksView } from "../schemas";
import { endpointView, listEndpoints } from "./endpoints-repo";
import { lastPoll } from "./poller";

/** The account's endpoints (never their secrets), whether its password is stored for the polled events, and its last poll. */
export async function webhooksView(accountId: string): Promise<WebhooksView> {
  const store = await panelStore();
  const now = new Date();
  const [rows, [credential], poll] = await Promise.all([
    listEndpoints(store, accountId),
    store.query<{ stored: boolean }>("SELECT credential IS NOT NULL AS stored FROM reminder_accounts WHERE account_id = $1", [accountId]),
    lastPoll(store, accountId),
  ]);
  return { endpoints: rows.map((row) => endpointView(row, now)), passwordStored: credential?.stored === true, lastPoll: poll };
}
