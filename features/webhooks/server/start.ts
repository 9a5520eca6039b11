import "server-only";
import { log } from "@/lib/log";
import { smtpMailer } from "@/lib/reminders/mailer";
import { settings } from "@/lib/settings";
import { panelStore, type StoreQuery } from "@/lib/store";
import { onWriteSettled } from "@/lib/write-events";
import { WebhookDispatcher } from "./dispatcher";
import { eventsFromWrite } from "./from-writes";
import { pauseNotice } from "./pause-notice";
import { WebhookPoller } from "./poller";

// Starts this instance's part of the webhooks (instrumentation-node.ts): the subscription to the
// panel's settled writes, the dispatcher that sends the outbox, and the poller of the accounts'
// clients, credits and tickets. Both stop on SIGTERM/SIGINT, letting what is in flight settle;
// an event left claimed is sent by any instance once its lease ends.

const query: StoreQuery = async (sql, params) => (await panelStore()).query(sql, params);

export function startWebhooks(): void {
  if (!settings().webhooks) return;
  const store = { query };
  const dispatcher = new WebhookDispatcher({
    store,
    allowPrivate: () => settings().webhooksAllowPrivate,
    onPaused: pauseNotice(store, smtpMailer, () => settings().panelPublicUrl),
  });
  const poller = new WebhookPoller({ store, onEvents: () => dispatcher.kick() });
  onWriteSettled(async (write) => {
    if ((await eventsFromWrite(store, write, new Date())) > 0) dispatcher.kick();
  });
  dispatcher.start();
  poller.start();
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      const alone = process.listenerCount(signal) === 0;
      void Promise.all([dispatcher.stop(), poller.stop()]).finally(() => {
        if (alone) process.exit(0);
      });
    });
  }
  log.info("webhooks: dispatcher and poller started");
}
