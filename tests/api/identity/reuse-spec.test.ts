// A deleted account's name reused, on the spec-only upstream (the scenario: ./account-reuse.ts).
import { afterAll, beforeAll, describe, it, vi } from "vitest";
import { closePanelStoreForTests } from "@/lib/store";
import { LOGINS } from "@/tests/spec-upstream/test-client";
import { specBffForFile } from "../spec/support";
import { freshPgliteDir } from "../../support/fresh-pglite";
import { reuseScenario } from "./account-reuse";

vi.mock("@/lib/session", async () => (await import("./registered-session")).registeredSessionMock);

const bff = specBffForFile();
beforeAll(() => {
  vi.stubEnv("PANEL_STORE_DIR", freshPgliteDir());
});
afterAll(async () => {
  await closePanelStoreForTests();
  vi.unstubAllEnvs();
});

describe("a deleted dealer's name, reused (spec-only upstream)", () => {
  it("gives the new dealer nothing of the old one's, and refuses the old session everywhere", async () => {
    await reuseScenario({ send: bff.send, get: bff.get, parent: LOGINS.reseller, name: "reuse_dlr" });
  }, 60_000);
});
