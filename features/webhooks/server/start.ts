import "server-only";
import { log } from "@/lib/log";
import { smtpMailer } from "@/features/reminders/server";
import { settings } from "@/lib/settings";
import { panelStore, type StoreQuery } from "@/lib/store";
import { onWriteSettled } from "@/lib/write-events";
import { WebhookDispatcher } from "./dispatcher";
import { eventsFromWrite } from "./from-writes";
import { pauseNotice } from "./pause-notice";
import { WebhookPoller } from "./poller";

// Starts this instance's part of the webhooks (instrumentation-node.ts): the subscription to the
// panel's settled writes (always), and, unless WEBHOOKS=0, the dispatcher that sends the outbox
// and the poller of the accounts' clients, credits and tickets. Both stop on SIGTERM/SIGINT,
// letting what is in flight settle; an event left claimed is sent by any instance once its lease
// ends.

const query: StoreQuery = async (sql, params) => (await panelStore()).query(sql, params);

export function startWebhooks(): void {
  const store = { query };
  // Every instance writes the events of the writes it serves, whether or not it delivers them.
  let kick = (): void => undefined;
  onWriteSettled(async (write) => {
    // The store itself, not the wrapper: on the embedded store it knows which accounts have endpoints (./endpoints-repo.ts).
    if ((await eventsFromWrite(await panelStore(), write, new Date())) > 0) kick();
  });
  if (!settings().webhooks) return;
  const dispatcher = new WebhookDispatcher({
    store,
    allowPrivate: () => settings().webhooksAllowPrivate,
    onPaused: pauseNotice(store, smtpMailer, () => settings().panelPublicUrl),
  });
  kick = () => dispatcher.kick();
  const poller = new WebhookPoller({ store, onEvents: () => dispatcher.kick() });
  dispatcher.start();
  poller.start();
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      // Alone (no server of ours draining, e.g. `next start`), this listener must not keep the process alive.
      const alone = process.listenerCount(signal) === 0;
      void Promise.all([dispatcher.stop(), poller.stop()]).finally(() => {
        if (alone) process.exit(0);
      });
    });
  }
  log.info("webhooks: dispatcher and poller started");
}
