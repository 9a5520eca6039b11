// The journal through the BFF on the reference upstream: every write a screen sends is journalled
// with who, how, what, for whom, its cost and outcome, without its secrets (nor in a log line), and
// each role reads only its own subtree's entries, whatever it filters by.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DELETE as deleteClient, PUT as saveClient } from "@/app/api/clients/[name]/route";
import { POST as renew } from "@/app/api/clients/[name]/renew/route";
import { GET as journal } from "@/app/api/journal/route";
import { panelJournal } from "@/features/journal/server/recorder";
import { verifyJournal } from "@/features/journal/server/verify";
import { panelStore } from "@/lib/store";
import { setWriteJournal } from "@/lib/write-journal";
import { captureLog } from "@/tests/support/log-capture";
import { rows, someClient } from "../upstream/support";
import { bffForFile } from "../bff/support";

vi.mock("@/lib/session", async () => (await import("../bff/support")).sessionMock);

// Opened (and migrated) before the upstream is asked anything, as the panel's start does: a
// first open inside a request would hold the process for seconds, past the idle sockets' life.
beforeAll(async () => {
  await panelStore();
  setWriteJournal(panelJournal);
});
const bff = bffForFile();
const log = captureLog();
afterAll(() => {
  setWriteJournal(undefined);
  log.restore();
});

const entries = async (q = "") => (await bff.get(journal, `/api/journal?size=100&q=${encodeURIComponent(q)}`)).body;
const SECRET = "Sesame-9271";

async function outsideDealer(): Promise<string> {
  // A dealer outside the demo reseller's subtree.
  const [row] = await rows<{ name: string }>(
    bff.up.db,
    sql`SELECT d.name FROM accounts d JOIN accounts r ON r.id = d.parent_id WHERE d.role = 'dealer' AND r.name <> 'reseller' ORDER BY d.name LIMIT 1`,
  );
  return row.name;
}

describe("the journal on the reference upstream", () => {
  let renewed: string;
  let deleted: string;

  beforeAll(async () => {
    renewed = await someClient(bff.up.db, "dealer");
    // Only an expired client may be deleted.
    deleted = await someClient(bff.up.db, "dealer", sql`c.name <> ${renewed} AND c.expiry < CURRENT_DATE`);
    bff.signIn("dealer");
    for (let i = 0; i < 2; i++) {
      const answer = await bff.send(
        renew,
        "POST",
        `/api/clients/${renewed}/renew`,
        { months: 1 },
        { params: { name: renewed }, headers: { "user-agent": "JournalTest/1" } },
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    expect((await bff.send(deleteClient, "DELETE", `/api/clients/${deleted}`, undefined, { params: { name: deleted } })).status).toBe(200);
  });

  it("records each write with who, how, what, for whom, its cost and its outcome, newest first", async () => {
    bff.signIn("dealer");
    const page = await entries();
    expect(page.rows.slice(0, 3)).toMatchObject([
      { actor: "dealer", role: "dealer", via: "browser", operation: "clients.delete", targetKind: "client", target: deleted, outcome: "done" },
      { actor: "dealer", operation: "clients.renew", target: renewed, credits: -1, outcome: "done", userAgent: "JournalTest/1" },
      { actor: "dealer", operation: "clients.renew", target: renewed, credits: -1, outcome: "done", params: { name: renewed, months: 1 } },
    ]);
    expect(page.rows[0].requestId).toEqual(expect.any(String));
    const twice = await entries(`operation:clients.renew target:${renewed}`);
    expect(twice.total).toBe(2);
    expect((await entries(`operation:clients.delete target:${deleted} outcome:done`)).rows).toHaveLength(1);
    expect((await entries("outcome:refused")).total).toBe(0);
  });

  it("records a refusal with the backend's message", async () => {
    // A client still active: the backend refuses to delete it.
    const active = await someClient(bff.up.db, "dealer", sql`c.name <> ${renewed} AND c.expiry > CURRENT_DATE + 30`);
    bff.signIn("dealer");
    const refused = await bff.send(deleteClient, "DELETE", `/api/clients/${active}`, undefined, { params: { name: active } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const [row] = (await entries(`target:${active}`)).rows;
    expect(row).toMatchObject({ operation: "clients.delete", outcome: "refused", message: expect.any(String) });
  });

  it("keeps passwords and the upstream token out of the journal and the log", async () => {
    const client = await someClient(bff.up.db, "dealer", sql`c.name NOT IN (${renewed}, ${deleted})`);
    bff.signIn("dealer");
    const body = {
      server: 0,
      ministra: true,
      mac: "",
      login: client,
      password: SECRET,
      description: "",
      phone: "",
      months: 0,
      package_selection: 8,
      packages: [],
    };
    const saved = await bff.send(saveClient, "PUT", `/api/clients/${client}`, { ...body, o_mac: "", parent_pass: "4321" }, { params: { name: client } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stored = await (await panelStore()).query<{ body: string }>("SELECT body FROM panel_journal");
    const everything = [...stored.map((row) => row.body), ...log.text].join("\n");
    expect(stored.some((row) => row.body.includes(`"target":"${client}"`))).toBe(true);
    expect(everything).not.toContain(SECRET);
    for (const token of Object.values(bff.up.tokens)) expect(everything).not.toContain(token);
    expect((await entries(`target:${client}`)).rows[0].params).toMatchObject({ password: "[removed]", parent_pass: "[removed]" });
    expect(everything).not.toMatch(/"parent_pass":"4321"/);
  });

  it("shows each role its own subtree only, whatever the filters ask", async () => {
    const stranger = await outsideDealer();
    const resellers = await someClient(bff.up.db, "reseller", sql`c.name <> ${renewed}`);
    bff.signIn("reseller");
    expect((await bff.send(renew, "POST", `/api/clients/${resellers}/renew`, { months: 1 }, { params: { name: resellers } })).status).toBe(200);
    const actors = async (q = "") => new Set((await entries(q)).rows.map((row: { actor: string }) => row.actor));

    // The dealer: its own writes, never its reseller's.
    bff.signIn("dealer");
    expect(await actors()).toEqual(new Set(["dealer"]));
    expect((await entries("actor:reseller")).total).toBe(0);
    expect((await entries(`target:${resellers}`)).total).toBe(0);

    // The reseller: its own and its dealer's; another subtree's dealer and the admin stay out.
    bff.signIn("reseller");
    expect(await actors()).toEqual(new Set(["dealer", "reseller"]));
    expect((await entries(`actor:${stranger}`)).total).toBe(0);
    expect((await entries("actor:admin via:browser")).total).toBe(0);

    // The super reseller above both, and the admin, see them all.
    bff.signIn("manager");
    expect(await actors()).toEqual(new Set(["dealer", "reseller"]));
    bff.signIn("admin");
    expect(await actors()).toEqual(new Set(["dealer", "reseller"]));
  });

  it("leaves a chain that verifies", async () => {
    expect(await verifyJournal(await panelStore())).toMatchObject({ ok: true });
  });
});
