// Each event once across instances: two store clients (two dispatchers on one embedded store, and
// two instances each with its own pool on one PostgreSQL when PANEL_TEST_DATABASE_URL names a
// server) claim the same outbox at once; the receiver gets every event exactly once. An event
// claimed by an instance that stopped is sent by another once its lease ends.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimDue } from "@/features/webhooks/server/outbox";
import type { OpenStore } from "@/lib/store/types";
import { fakeClock, newEmbeddedStore, postgresStores } from "../reminders/support";
import { startReceiver, type Receiver } from "./receiver";
import { addEndpoint, addEvents, dispatcher } from "./support";

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

type Pair = { stores: [OpenStore, OpenStore]; close(): Promise<void> };

const kinds: [string, () => Promise<Pair>][] = [
  [
    "embedded PGlite",
    async () => {
      const store = await newEmbeddedStore();
      return { stores: [store, store], close: () => store.close() };
    },
  ],
];
if (process.env.PANEL_TEST_DATABASE_URL)
  kinds.push([
    "PostgreSQL",
    async () => {
      const pg = (await postgresStores(2))!;
      return { stores: [pg.stores[0]!, pg.stores[1]!], close: () => pg.drop() };
    },
  ]);

describe.each(kinds)("on %s", (_name, open) => {
  let pair: Pair;
  beforeAll(async () => {
    pair = await open();
  });
  afterAll(() => pair.close());

  it("delivers each of many events once when two instances claim at the same moment", async () => {
    receiver.received.length = 0;
    const [one, two] = pair.stores;
    const { row } = await addEndpoint(one, receiver.url);
    const ids = await addEvents(one, row, 60);
    const small = { batch: 5, concurrency: 3 };
    const reports = await Promise.all([dispatcher(one, small).drain(), dispatcher(two, small).drain(), dispatcher(one, small).drain()]);
    expect(reports.reduce((sum, r) => sum + r.delivered, 0)).toBe(60);
    const got = receiver.received.map((r) => r.headers["webhook-id"]);
    expect(got).toHaveLength(60);
    expect(new Set(got)).toEqual(new Set(ids));
  });

  it("takes over an event whose instance stopped after claiming it, once its lease is over", async () => {
    receiver.received.length = 0;
    const [one, two] = pair.stores;
    const clock = fakeClock(new Date().toISOString());
    const { row } = await addEndpoint(one, receiver.url, clock.now());
    const [id] = await addEvents(one, row, 1, clock.now());
    // The first instance claims it and stops before sending.
    expect((await claimDue(one, clock.now(), 60_000, 10)).map((e) => e.id)).toEqual([id]);
    const other = dispatcher(two, { clock, leaseMs: 60_000 });
    expect((await other.pass()).claimed).toBe(0);
    clock.advance(60_001);
    expect(await other.pass()).toMatchObject({ claimed: 1, delivered: 1 });
    expect(receiver.received.map((r) => r.headers["webhook-id"])).toEqual([id]);
  });
});
