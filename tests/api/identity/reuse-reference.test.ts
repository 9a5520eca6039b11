// A deleted account's name reused, on the reference upstream (the scenario: ./account-reuse.ts).
import { afterAll, beforeAll, describe, it, vi } from "vitest";
import { closePanelStoreForTests } from "@/lib/store";
import { bffForFile } from "../bff/support";
import { freshPgliteDir } from "../../support/fresh-pglite";
import { reuseScenario } from "./account-reuse";

vi.mock("@/lib/session", async () => (await import("./registered-session")).registeredSessionMock);

const bff = bffForFile();
beforeAll(() => {
  vi.stubEnv("PANEL_STORE_DIR", freshPgliteDir());
});
afterAll(async () => {
  await closePanelStoreForTests();
  vi.unstubAllEnvs();
});

describe("a deleted dealer's name, reused (reference upstream)", () => {
  it("gives the new dealer nothing of the old one's, and refuses the old session everywhere", async () => {
    await reuseScenario({ send: bff.send, get: bff.get, parent: ["reseller", "reseller1234"], name: "reuse_dlr" });
  }, 60_000);
});
