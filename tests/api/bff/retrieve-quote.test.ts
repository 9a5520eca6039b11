// GET /api/clients/:name/retrieve: what a Retrieve may give back before it is pressed, checked
// against what the reference upstream then grants or refuses (a reseller retrieving months its
// dealer paid for was previewed as a refund and refused).
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { POST as addClient } from "@/features/clients/server/routes/clients";
import { POST as renew } from "@/features/clients/server/routes/client-renew";
import { GET as quote, POST as retrieve } from "@/features/clients/server/routes/client-retrieve";
import type { Role } from "@/lib/roles";
import { freshPgliteDir } from "@/tests/support/fresh-pglite";
import { bffForFile } from "./support";

vi.mock("@/lib/session", async () => (await import("./support")).sessionMock);
// The spends' records live in the panel store: a new one of this file's own.
process.env.PANEL_STORE_DIR = freshPgliteDir();

const bff = bffForFile();
const NAME = "quotecheck";
const at = { params: { name: NAME } };
const spend = () => ({ ...at, headers: { "idempotency-key": randomUUID() } });

async function quoteFor(role: Role) {
  bff.signIn(role);
  const answer = await bff.get(quote, `/api/clients/${NAME}/retrieve`, at.params);
  expect(answer.status).toBe(200);
  return answer.body;
}

async function retrieveAs(role: Role, months: number) {
  bff.signIn(role);
  return bff.send(retrieve, "POST", `/api/clients/${NAME}/retrieve`, { months }, spend());
}

describe("the Retrieve preview knows whose months they are", () => {
  it("a dealer's paid month: the dealer may take it back, its reseller may not, and the server agrees", async () => {
    bff.signIn("dealer");
    const added = await bff.send(
      addClient,
      "POST",
      "/api/clients",
      {
        server: 0,
        ministra: false,
        mac: "00:1A:79:0D:0E:0F",
        login: NAME,
        password: "pw1234",
        description: "",
        phone: "",
        months: 1,
        package_selection: 8,
        packages: [],
      },
      { headers: { "idempotency-key": randomUUID() } },
    );
    expect(added.status).toBe(200);

    expect(await quoteFor("reseller")).toEqual({ rule: "paid", paidMonths: 0 });
    const refused = await retrieveAs("reseller", 1);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`You have no paid months left to retrieve from ${NAME}`);

    expect(await quoteFor("dealer")).toEqual({ rule: "paid", paidMonths: 1 });
    expect((await retrieveAs("dealer", 1)).status).toBe(200);
    expect(await quoteFor("dealer")).toEqual({ rule: "paid", paidMonths: 0 });
  });

  it("months the reseller renewed are its own to take back, and no more", async () => {
    bff.signIn("reseller");
    expect((await bff.send(renew, "POST", `/api/clients/${NAME}/renew`, { months: 2 }, spend())).status).toBe(200);
    expect(await quoteFor("reseller")).toEqual({ rule: "paid", paidMonths: 2 });
    expect(await quoteFor("manager")).toEqual({ rule: "paid", paidMonths: 0 });
    expect((await retrieveAs("reseller", 2)).status).toBe(200);
    expect(await quoteFor("reseller")).toEqual({ rule: "paid", paidMonths: 0 });
  });

  it("the admin is limited by the time left only", async () => {
    expect(await quoteFor("admin")).toEqual({ rule: "time" });
  });

  it("401 without a session, nothing forwarded; 404 for a name that cannot exist", async () => {
    bff.signIn(null);
    expect(await bff.get(quote, `/api/clients/${NAME}/retrieve`, at.params)).toMatchObject({ status: 401, forwarded: [] });
    bff.signIn("dealer");
    expect(await bff.get(quote, "/api/clients/x/retrieve", { name: "a".repeat(40) })).toMatchObject({ status: 404, forwarded: [] });
  });
});
