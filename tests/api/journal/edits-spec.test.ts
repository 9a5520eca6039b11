// What an edit changed, in the journal, on a spec-only backend: the edit screen's read of the
// record is the "before", the fields sent the "after"; a secret is told changed without its value;
// a second save from the same screen compares with the first; without the screen's read, the
// entry keeps the parameters only.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { PUT as saveAccount } from "@/app/api/accounts/[kind]/[name]/route";
import { PUT as saveClient } from "@/app/api/clients/[name]/route";
import { GET as journal } from "@/app/api/journal/route";
import { loadAccountScreen } from "@/features/accounts/server/load-account";
import { loadUpdateClient } from "@/features/clients/server/load-update-client";
import { panelJournal } from "@/features/journal/server/recorder";
import { getSession } from "@/lib/session";
import { panelStore } from "@/lib/store";
import { setWriteJournal } from "@/lib/write-journal";
import { freshPgliteDir } from "@/tests/support/fresh-pglite";
import { panelDatabaseForFile, panelTestServer } from "@/tests/support/panel-database";
import { specBffForFile } from "../spec/support";

vi.mock("@/lib/session", async () => (await import("../spec/support")).sessionMock);
// The panel's store: PostgreSQL when the suite has a server (PANEL_TEST_DATABASE_URL), else embedded.
const database = panelTestServer ? panelDatabaseForFile() : undefined;
process.env.PANEL_STORE_DIR = freshPgliteDir();
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

const entries = async (q: string) => (await bff.get(journal, `/api/journal?size=50&q=${encodeURIComponent(q)}`)).body.rows;
const NEW_PASSWORD = "Quartz-5518";

/** The dealer's edit screen for a client of its own, read as the screen reads it, and the form's body from it. */
async function editScreen(name: string) {
  const loaded = await loadUpdateClient((await getSession())!, name);
  if (loaded.kind !== "ready") throw new Error(`edit screen of ${name}: ${loaded.kind}`);
  const c = loaded.client;
  return {
    login: c.name,
    password: c.password,
    mac: c.mac,
    o_mac: c.mac,
    ministra: c.ministra,
    description: c.description,
    phone: c.phone,
    months: 0,
    package_selection: c.package_selection,
    packages: c.packages,
    server: c.server,
    alt_player: c.alt_player,
    theme: c.theme,
    parent_pass: "",
  };
}

const dealersClient = () => Object.entries(bff.up().state().clients).find(([, c]) => c.dealer === "dealer")![0];

describe("the journal keeps what an edit changed", () => {
  it("keeps a client's fields before and after, a password as changed only, and compares a second save with the first", async () => {
    const name = dealersClient();
    bff.signIn("dealer");
    const form = await editScreen(name);
    const first = { ...form, description: "Kitchen box", phone: "(555) 123-0101", password: NEW_PASSWORD };
    const saved = await bff.send(saveClient, "PUT", `/api/clients/${name}`, first, { params: { name } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    let [entry] = await entries(`operation:clients.save target:${name}`);
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: "description", before: form.description, after: "Kitchen box" },
        { field: "phone", before: form.phone, after: "(555) 123-0101" },
        { field: "password" },
      ]),
    );
    expect(entry.changes).toHaveLength(3);
    expect(Date.parse(entry.shownAt)).toBeLessThanOrEqual(Date.parse(entry.at));
    const stored = (await (await panelStore()).query<{ body: string }>("SELECT body FROM panel_journal")).map((row) => row.body).join("\n");
    expect(stored).not.toContain(NEW_PASSWORD);
    expect(stored).not.toContain(form.password);

    // The same screen saves again without being read anew: compared with what the first save sent.
    const second = await bff.send(saveClient, "PUT", `/api/clients/${name}`, { ...first, phone: "(555) 123-0199" }, { params: { name } });
    expect(second.status).toBe(200);
    [entry] = await entries(`operation:clients.save target:${name}`);
    expect(entry.changes).toEqual([{ field: "phone", before: "(555) 123-0101", after: "(555) 123-0199" }]);
  });

  it("keeps an account's owner and description before and after", async () => {
    bff.signIn("manager");
    const loaded = await loadAccountScreen((await getSession())!, "dealer", "dealer", false);
    if (loaded.kind !== "ready") throw new Error(`account screen: ${loaded.kind}`);
    const before = loaded.account.description;
    const saved = await bff.send(
      saveAccount,
      "PUT",
      "/api/accounts/dealers/dealer",
      // The spec's dealer detail names no reseller: the owner's before is not known, so not compared.
      { owner: "reseller", description: "Downtown shop" },
      { params: { kind: "dealers", name: "dealer" } },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [entry] = await entries("operation:dealers.edit target:dealer");
    expect(entry).toMatchObject({ actor: "manager", outcome: "done", changes: [{ field: "description", before, after: "Downtown shop" }] });
  });

  it("keeps the parameters alone when the edit screen's read is not known (another account's read)", async () => {
    const name = dealersClient();
    bff.signIn("dealer");
    const form = await editScreen(name);
    // The reseller saves the dealer's client without having read it on this instance.
    bff.signIn("reseller");
    const saved = await bff.send(saveClient, "PUT", `/api/clients/${name}`, { ...form, description: "Upstairs", dealer: "dealer" }, { params: { name } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [entry] = await entries(`operation:clients.save target:${name}`);
    expect(entry).toMatchObject({ actor: "reseller", params: { desc: "Upstairs" } });
    expect(entry.changes).toBeUndefined();
  });
});
