// The panel's account identities (lib/identity) on the embedded store: bound once per role and
// name, a new one after a retirement, and a sign-in under another role retiring the name's old
// identity with everything keyed by it.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bindAccount, isLive, liveAccountId, retireAccount } from "@/lib/identity/accounts";
import { isRegistered, newSessionId, registerSession } from "@/lib/session-registry";
import { closePanelStoreForTests } from "@/lib/store";
import { factorSummary, replaceRecoveryCodes } from "@/features/security/two-factor/factors";
import { freshPgliteDir } from "../support/fresh-pglite";

beforeAll(() => {
  vi.stubEnv("PANEL_STORE_DIR", freshPgliteDir());
});
afterAll(async () => {
  await closePanelStoreForTests();
  vi.unstubAllEnvs();
});

async function signedIn(accountId: string, name: string, role: "dealer" | "reseller") {
  const now = Date.now();
  const record = {
    id: newSessionId(),
    accountId,
    account: name,
    role,
    startedAt: now,
    lastUsedAt: now,
    expiresAt: now + 3_600_000,
    browser: "b",
    address: "a",
  };
  await registerSession(record);
  return { sid: record.id, accountId, name, role };
}

describe("account identities", () => {
  it("binds one identity per role and name, the same at every sign-in, also when signing in at once", async () => {
    const ids = await Promise.all([bindAccount("dealer", "id_one"), bindAccount("dealer", "id_one"), bindAccount("dealer", "id_one")]);
    expect(new Set(ids).size).toBe(1);
    expect(await bindAccount("dealer", "id_one")).toBe(ids[0]);
    expect(await liveAccountId("dealer", "id_one")).toBe(ids[0]);
    expect(await liveAccountId("dealer", "nobody")).toBeNull();
  });

  it("retired, ends the sessions and deletes the factors; the name's next sign-in is a new identity with nothing", async () => {
    const old = await bindAccount("dealer", "id_two");
    const session = await signedIn(old, "id_two", "dealer");
    await replaceRecoveryCodes({ id: old, role: "dealer", name: "id_two" });
    expect(await retireAccount("dealer", "id_two", "deleted")).toEqual([old]);
    expect(await isLive(old)).toBe(false);
    expect(await isRegistered(session)).toBe(false);
    const fresh = await bindAccount("dealer", "id_two");
    expect(fresh).not.toBe(old);
    expect((await factorSummary({ id: fresh, role: "dealer", name: "id_two" })).recoveryCodesLeft).toBe(0);
    expect(await retireAccount("dealer", "never_signed_in", "deleted")).toEqual([]);
  });

  it("a sign-in under another role retires the name's old identity (names are unique across roles)", async () => {
    const asDealer = await bindAccount("dealer", "id_three");
    const session = await signedIn(asDealer, "id_three", "dealer");
    await replaceRecoveryCodes({ id: asDealer, role: "dealer", name: "id_three" });
    const asReseller = await bindAccount("reseller", "id_three");
    expect(asReseller).not.toBe(asDealer);
    expect(await isLive(asDealer)).toBe(false);
    expect(await isRegistered(session)).toBe(false);
    expect((await factorSummary({ id: asDealer, role: "dealer", name: "id_three" })).recoveryCodesLeft).toBe(0);
  });
});
