// The journal on a spec-only backend, which keeps no audit records of its own: the panel's
// journal answers who renewed a client twice and who deleted one, and a spend whose answer was
// lost is journalled "unknown" and then settled, by reading, when its repeat comes.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { DELETE as deleteClient } from "@/app/api/clients/[name]/route";
import { POST as renew } from "@/app/api/clients/[name]/renew/route";
import { GET as journal } from "@/app/api/journal/route";
import { panelJournal } from "@/features/journal/server/recorder";
import { verifyJournal } from "@/features/journal/server/verify";
import { panelStore } from "@/lib/store";
import { setWriteJournal } from "@/lib/write-journal";
import { today } from "@/tests/spec-upstream/dates";
import { freshPgliteDir } from "@/tests/support/fresh-pglite";
import { panelDatabaseForFile, panelTestServer } from "@/tests/support/panel-database";
import { specBffForFile } from "../spec/support";

vi.mock("@/lib/session", async () => (await import("../spec/support")).sessionMock);
// The panel's store: a database of this file's own on PostgreSQL when the suite has a server
// (PANEL_TEST_DATABASE_URL), as instances sharing one store have; else an embedded one.
const database = panelTestServer ? panelDatabaseForFile() : undefined;
process.env.PANEL_STORE_DIR = freshPgliteDir();
// Opened before the upstream is asked anything, as at the panel's start.
beforeAll(async () => {
  if (database) {
    process.env.PANEL_DATABASE_URL = await database();
    process.env.PANEL_SECRET_KEY = "journal-test-secret-key-of-32-characters!";
  }
  await panelStore();
  setWriteJournal(panelJournal);
  return () => {
    setWriteJournal(undefined);
    delete process.env.PANEL_DATABASE_URL;
    delete process.env.PANEL_SECRET_KEY;
  };
});
const bff = specBffForFile();
const state = () => bff.up().state();
const dealerClients = (expired: boolean) =>
  Object.entries(state().clients)
    .filter(([, c]) => c.dealer === "dealer" && c.expiry < today() === expired)
    .map(([name]) => name);
const entries = async (q: string) => (await bff.get(journal, `/api/journal?size=50&q=${encodeURIComponent(q)}`)).body;
let keys = 0;
const renewOnce = (name: string, key = `journal-spec-${Date.now()}-${keys++}`) =>
  bff.send(renew, "POST", `/api/clients/${name}/renew`, { months: 1 }, { params: { name }, key });

describe("the journal on a spec-only backend", () => {
  it("answers who renewed a client twice and who deleted one", async () => {
    const [twice] = dealerClients(false);
    const [gone] = dealerClients(true);
    bff.signIn("dealer");
    expect((await renewOnce(twice)).status).toBe(200);
    expect((await renewOnce(twice)).status).toBe(200);
    expect((await bff.send(deleteClient, "DELETE", `/api/clients/${gone}`, undefined, { params: { name: gone } })).status).toBe(200);

    bff.signIn("admin");
    const renewals = await entries(`operation:clients.renew target:${twice}`);
    expect(renewals.rows).toHaveLength(2);
    expect(renewals.rows).toMatchObject([
      { actor: "dealer", via: "browser", credits: -1, outcome: "done" },
      { actor: "dealer", via: "browser", credits: -1, outcome: "done" },
    ]);
    expect((await entries(`target:${gone}`)).rows).toMatchObject([{ actor: "dealer", operation: "clients.delete", outcome: "done" }]);
  });

  it("journals a renew whose answer was lost as unknown, then settles it when the repeat reads the figures", async () => {
    const name = dealerClients(false)[1];
    bff.signIn("dealer");
    bff.up().fail("/api/renew", 500);
    const key = `journal-settle-${Date.now()}`;
    expect((await renewOnce(name, key)).status).toBe(504);
    expect((await entries(`target:${name}`)).rows).toMatchObject([{ outcome: "unknown" }]);

    expect((await renewOnce(name, key)).status).toBe(200);
    const rows = (await entries(`target:${name}`)).rows;
    // The repeat sent nothing: one write, its outcome settled as done.
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ outcome: "done", settled: true, credits: -1 });
  });

  it("leaves a chain that verifies, on the store the file was given", async () => {
    const store = await panelStore();
    expect(store.kind).toBe(database ? "postgres" : "embedded");
    expect(await verifyJournal(store)).toMatchObject({ ok: true });
  });
});
