// Where deliveries may go: https:// only and public addresses only, checked after DNS resolution
// at every delivery, the connection made to the address checked (a second DNS answer cannot move
// it), unless WEBHOOKS_ALLOW_PRIVATE allows it for tests. A refused delivery never reaches the
// receiver.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddressRefused, checkedTarget, type Resolve } from "@/features/webhooks/server/address-guard";
import { deliveryPage } from "@/features/webhooks/server/outbox";
import type { OpenStore } from "@/lib/store/types";
import { newEmbeddedStore } from "../reminders/support";
import { startReceiver, type Receiver } from "./receiver";
import { ACCOUNT, addEndpoint, addEvents, dispatcher } from "./support";

const resolvesTo =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
const publicName = resolvesTo("93.184.215.14");

describe("the address rules", () => {
  it.each([
    ["loopback", "https://127.0.0.1/hooks"],
    ["loopback, another address of 127/8", "https://127.1.2.3/hooks"],
    ["private 10/8", "https://10.1.2.3/hooks"],
    ["private 192.168/16", "https://192.168.0.10/hooks"],
    ["private 172.16/12", "https://172.20.0.1/hooks"],
    ["link-local 169.254/16 (cloud metadata)", "https://169.254.169.254/latest/meta-data"],
    ["IPv6 loopback ::1", "https://[::1]/hooks"],
    ["IPv6 unique local", "https://[fd00::1]/hooks"],
    ["IPv6 link-local", "https://[fe80::1]/hooks"],
    ["a v4-mapped loopback", "https://[::ffff:127.0.0.1]/hooks"],
    ["the unspecified address", "https://0.0.0.0/hooks"],
  ])("refuses %s", async (_name, url) => {
    await expect(checkedTarget(url, false, publicName)).rejects.toBeInstanceOf(AddressRefused);
  });

  it("refuses a name that resolves to 127.0.0.1, and one with any private address among its answers", async () => {
    await expect(checkedTarget("https://hooks.example.test/in", false, resolvesTo("127.0.0.1"))).rejects.toThrow(/loopback/);
    await expect(checkedTarget("https://hooks.example.test/in", false, resolvesTo("93.184.215.14", "10.0.0.5"))).rejects.toThrow(/private/);
  });

  it("refuses http:// and a name that does not resolve", async () => {
    await expect(checkedTarget("http://hooks.example.test/in", false, publicName)).rejects.toThrow(/https/);
    const nowhere: Resolve = async () => {
      throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
    };
    await expect(checkedTarget("https://nowhere.example.test/in", false, nowhere)).rejects.toThrow(/does not resolve/);
  });

  it("lets a public https:// address through, to be connected to as resolved", async () => {
    const target = await checkedTarget("https://hooks.example.test/in", false, publicName);
    expect(target).toMatchObject({ address: "93.184.215.14", family: 4 });
    expect(target.url.hostname).toBe("hooks.example.test");
  });

  it("allows http:// and private addresses only with the test setting", async () => {
    await expect(checkedTarget("http://127.0.0.1:9/hooks", true)).resolves.toMatchObject({ address: "127.0.0.1" });
  });
});

describe("at every delivery", () => {
  let store: OpenStore;
  let receiver: Receiver;
  beforeAll(async () => {
    store = await newEmbeddedStore();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await store.close();
  });

  it("sends nothing to a loopback receiver without the setting, and says why in the log", async () => {
    const { row } = await addEndpoint(store, receiver.url.replace("http:", "https:"));
    await addEvents(store, row, 1);
    const report = await dispatcher(store, { allowPrivate: () => false }).pass();
    expect(report).toMatchObject({ claimed: 1, delivered: 0, failed: 1 });
    expect(receiver.received).toHaveLength(0);
    const [logged] = (await deliveryPage(store, ACCOUNT, 1, 10)).rows;
    expect(logged).toMatchObject({ problem: "address", httpStatus: null });
  });

  it("connects to the address it checked, not to what the name resolves to later", async () => {
    await store.query("TRUNCATE webhook_endpoints, webhook_events CASCADE");
    // The name exists only in the test's resolver: the delivery can reach the receiver only
    // through the checked address, never through a second lookup of its own.
    const { row } = await addEndpoint(store, `http://only-in-this-test.invalid:${receiver.port}/hooks`);
    await addEvents(store, row, 1);
    const report = await dispatcher(store, { resolve: resolvesTo("127.0.0.1") }).pass();
    expect(report.delivered).toBe(1);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.headers.host).toBe(`only-in-this-test.invalid:${receiver.port}`);
  });
});
