// Bad input at the BFF (moved from tests/e2e/bff-validation.spec.ts, which made the same calls
// through a browser): the answer carries the form's own message, and nothing reaches the
// upstream but reads (no write forwarded; the client count and the balance stay as they were).
import { NextRequest } from "next/server";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { POST as addClient } from "@/features/clients/server/routes/clients";
import { POST as renew } from "@/features/clients/server/routes/client-renew";
import { POST as retrieve } from "@/features/clients/server/routes/client-retrieve";
import { GET as credits } from "@/features/credits/server/routes/credits";
import { GET as owners } from "@/features/accounts/server/routes/owners";
import { GET as packages } from "@/features/clients/server/routes/packages";
import { MESSAGES } from "@/lib/schemas/client";
import { creditsOf, scalar } from "../upstream/support";
import { bffForFile, type Answer } from "./support";
import { freshPgliteDir } from "@/tests/support/fresh-pglite";

vi.mock("@/lib/session", async () => (await import("./support")).sessionMock);
// Spending goes through the intents in the panel's store: an embedded one of this file's own.
process.env.PANEL_STORE_DIR = freshPgliteDir();

const bff = bffForFile();
const PANEL = "http://panel.test";
const valid = {
  server: 0,
  ministra: false,
  mac: "00:1A:79:AA:BB:CC",
  login: "bffcheck",
  password: "pw1234",
  description: "",
  phone: "",
  months: 1,
  package_selection: 8,
  packages: [],
};

/** The answer with only the upstream writes it caused (the package checks read the package list). */
const writesOf = ({ forwarded, ...answer }: Answer) => ({ ...answer, writes: forwarded.filter((call) => !call.startsWith("GET ")) });
const clientCount = () => scalar(bff.up.db, sql`SELECT count(*) FROM clients`);

describe("as a reseller", () => {
  it("refuses bad client input with the form's message and forwards nothing", async () => {
    bff.signIn("reseller");
    const before = [await clientCount(), await creditsOf(bff.up.db, "reseller")];
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, dealer: "dealer", mac: "00:1A:79" }, MESSAGES.macFormat],
      [{ ...valid, dealer: "dealer", mac: "" }, MESSAGES.macRequired],
      [{ ...valid, dealer: "dealer", login: "x".repeat(16) }, MESSAGES.loginTooLong],
      [{ ...valid, dealer: "dealer", password: "p".repeat(16) }, MESSAGES.passwordTooLong],
      [{ ...valid, dealer: "dealer", description: "d".repeat(500) }, MESSAGES.descriptionTooLong],
      [{ ...valid, dealer: "" }, MESSAGES.dealer],
      [{ ...valid, dealer: "dealer", package_selection: 3, packages: [] }, MESSAGES.noPackage],
    ];
    for (const [body, message] of cases) {
      expect(writesOf(await bff.send(addClient, "POST", "/api/clients", body)), message).toEqual({
        status: 422,
        body: expect.objectContaining({ message }),
        writes: [],
      });
    }
    expect([await clientCount(), await creditsOf(bff.up.db, "reseller")]).toEqual(before);
  });

  it("refuses a custom selection of every package, as the form does", async () => {
    bff.signIn("reseller");
    const list = await bff.get(packages, "/api/packages?server=0");
    expect(list.status).toBe(200);
    const all = (list.body as { packages: { id: number }[] }).packages.map((p) => p.id);
    expect(all.length).toBeGreaterThan(0);
    const answer = await bff.send(addClient, "POST", "/api/clients", { ...valid, dealer: "dealer", package_selection: 3, packages: all });
    expect(writesOf(answer)).toEqual({ status: 422, body: expect.objectContaining({ message: MESSAGES.allPackages }), writes: [] });
  });
});

describe("as a dealer", () => {
  it("refuses renew and retrieve without months", async () => {
    bff.signIn("dealer");
    for (const [action, handler] of [
      ["renew", renew],
      ["retrieve", retrieve],
    ] as const) {
      const answer = await bff.send(handler, "POST", `/api/clients/anyone/${action}`, { months: 0 }, { params: { name: "anyone" } });
      expect(answer, action).toMatchObject({ status: 422, forwarded: [] });
    }
  });

  it("refuses writes without the panel header, from another origin, or not as JSON", async () => {
    bff.signIn("dealer");
    const withoutHeader = await addClient(
      new NextRequest(`${PANEL}/api/clients`, { method: "POST", headers: { origin: PANEL, "content-type": "application/json" }, body: JSON.stringify(valid) }),
      { params: Promise.resolve({}) },
    );
    expect(withoutHeader.status).toBe(403);
    expect(await bff.send(addClient, "POST", "/api/clients", valid, { headers: { origin: "https://evil.example" } })).toMatchObject({
      status: 403,
      forwarded: [],
    });
    const form = await addClient(
      new NextRequest(`${PANEL}/api/clients`, {
        method: "POST",
        headers: { origin: PANEL, "x-panel-request": "1", "content-type": "application/x-www-form-urlencoded" },
        body: "login=x",
      }),
      { params: Promise.resolve({}) },
    );
    expect(form.status).toBe(403);
  });

  it("cannot reach another role's BFF calls", async () => {
    bff.signIn("dealer");
    expect(await bff.get(owners, "/api/owners")).toMatchObject({ status: 403, forwarded: [] });
  });
});

describe("signed out", () => {
  it("the BFF refuses calls without a session", async () => {
    bff.signIn(null);
    expect(await bff.get(credits, "/api/credits")).toMatchObject({ status: 401, forwarded: [] });
  });
});
