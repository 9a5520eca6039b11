// 13. Webhook deliveries: one instance's dispatcher (features/webhooks/server/dispatcher.ts) on an
// embedded panel store, sending a backlog of events to a local receiver on 127.0.0.1 that answers
// 204 at once: each delivery claimed from the outbox, signed (Standard Webhooks), posted and
// recorded. Deliveries per second over the whole backlog, and the median time of one POST.
import http from "node:http";
import { mkdtempSync } from "node:fs";
import os from "node:os";

const SECTION = "13. Webhook deliveries (one instance, embedded store)";

export async function webhooks({ events = 2000 }) {
  const saved = { PANEL_DATA_DIR: process.env.PANEL_DATA_DIR, PANEL_SECRET_KEY: process.env.PANEL_SECRET_KEY };
  // The sealed signing secret needs a key; a folder of the section's own, never the developer's.
  process.env.PANEL_DATA_DIR = mkdtempSync(`${os.tmpdir()}/panel-bench-webhooks-`);
  process.env.PANEL_SECRET_KEY = "bench-webhooks-key-that-is-long-enough-0123456789";
  const { openEmbeddedStore } = await import("../../lib/store/embedded.ts");
  const { migrateStore } = await import("../../lib/store/migrate.ts");
  const { createEndpoint } = await import("../../features/webhooks/server/endpoints-repo.ts");
  const { enqueue } = await import("../../features/webhooks/server/outbox.ts");
  const { WebhookDispatcher } = await import("../../features/webhooks/server/dispatcher.ts");

  let received = 0;
  const receiver = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      received++;
      response.writeHead(204).end();
    });
  });
  await new Promise((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const store = await openEmbeddedStore("memory://");
  try {
    await migrateStore(store);
    const url = `http://127.0.0.1:${receiver.address().port}/hooks`;
    const input = { url, events: ["client.added"], expiringDays: null, lowCredit: null, enabled: true };
    const { row } = await createEndpoint(store, "bench-account", input, new Date());
    for (let i = 0; i < events; i++) await enqueue(store, row, "client.added", `bench:${i}`, { client: `client${i}`, months: 1, via: "api" }, new Date());
    const dispatcher = new WebhookDispatcher({ store, allowPrivate: () => true });
    const t0 = performance.now();
    const report = await dispatcher.drain();
    const seconds = (performance.now() - t0) / 1000;
    if (report.delivered !== events || received !== events) throw new Error(`delivered ${report.delivered} and received ${received} of ${events}`);
    const [{ ms }] = await store.query("SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY last_ms) AS ms FROM webhook_events");
    return [
      { name: "deliveries per second", value: Math.round(events / seconds), unit: "/s", note: `${events} events, batches of 32, 8 at a time` },
      { name: "one delivery's POST (median)", value: Number(ms), unit: "ms", note: "signed, to 127.0.0.1" },
    ].map((f) => ({ section: SECTION, ...f }));
  } finally {
    await store.close();
    await new Promise((resolve) => receiver.close(resolve));
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  }
}
