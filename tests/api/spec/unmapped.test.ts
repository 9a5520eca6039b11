// A spec-only backend with no operator mapping: what the spec does not show is absent,
// never guessed. The BFF answers 501 without calling the backend, the dashboard shows "—" for a
// figure it has no call for, and sign-in explains a backend that requires reCAPTCHA.
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import * as accountsRoute from "@/features/accounts/server/routes/accounts";
import * as ledgerRoute from "@/features/accounts/server/routes/account-transactions";
import * as auditRoute from "@/app/api/audit/route";
import * as loginRoute from "@/features/sign-in/server/routes/login";
import * as bulkRoute from "@/features/renewals/server/routes/bulk-renew";
import * as renewRoute from "@/features/clients/server/routes/client-renew";
import { createChallenge } from "@/features/sign-in/captcha/altcha";
import { RECAPTCHA_REQUIRED_MESSAGE } from "@/features/sign-in/captcha/messages";
import { loadDashboard } from "@/features/dashboard/server/load-dashboard";
import { NOT_OFFERED_MESSAGE } from "@/lib/offer-messages";
import { offeredOperations } from "@/lib/operations";
import { currentBackend } from "@/lib/backends";
import { specBffForFile } from "./support";
import { freshPgliteDir } from "@/tests/support/fresh-pglite";

vi.mock("@/lib/session", async () => (await import("./support")).sessionMock);
// Spending goes through the intents in the panel's store: an embedded one of this file's own.
process.env.PANEL_STORE_DIR = freshPgliteDir();
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));

const bff = specBffForFile({ mapped: false, requireRecaptcha: true });

describe("without the operator's mapping", () => {
  it.each([
    ["reseller", "its dealer list", () => bff.get(accountsRoute.GET, "/api/accounts/dealers", { kind: "dealers" })],
    ["admin", "the super reseller list", () => bff.get(accountsRoute.GET, "/api/accounts/superresellers", { kind: "superresellers" })],
    ["reseller", "a dealer's ledger", () => bff.get(ledgerRoute.GET, "/api/accounts/dealers/dealer/transactions", { kind: "dealers", name: "dealer" })],
    ["dealer", "the audit log", () => bff.get(auditRoute.GET, "/api/audit")],
    ["reseller", "a renew", () => bff.send(renewRoute.POST, "POST", "/api/clients/c1/renew", { months: 1 }, { params: { name: "c1" }, key: "k-unmapped-1" })],
    [
      "manager",
      "a bulk renew",
      () => bff.send(bulkRoute.POST, "POST", "/api/bulk-renew", { clients: { kind: "names", names: ["c1"] }, months: 1 }, { key: "k-unmapped-2" }),
    ],
  ] as const)("%s: %s is not offered, and nothing is asked of the backend", async (role, _what, call) => {
    bff.signIn(role);
    expect(await call()).toEqual({ status: 501, body: { message: NOT_OFFERED_MESSAGE }, forwarded: [] });
  });

  it("offers each role the spec's calls and what the BFF builds on them, nothing else", async () => {
    const backend = await currentBackend();
    expect(offeredOperations(backend, "dealer")).toEqual(expect.arrayContaining(["clients.renew", "clients.bulkRenew", "clients.expiring", "clients.reset"]));
    expect(offeredOperations(backend, "dealer")).not.toContain("audit.list");
    expect(offeredOperations(backend, "reseller")).not.toEqual(expect.arrayContaining(["dealers.list"]));
    expect(offeredOperations(backend, "reseller")).not.toContain("clients.bulkRenew");
  });

  it("shows '—' for the reseller's Dealers, which the spec gives it no call for, and every other figure", async () => {
    bff.signIn("reseller");
    const session = {
      sid: "test-reseller",
      accountId: "test-reseller",
      role: "reseller" as const,
      name: "reseller",
      token: bff.tokens.reseller,
      expiresAt: Date.now() + 3_600_000,
    };
    const dashboard = await loadDashboard(session);
    // Its "—" says why (this backend offers no such count) and leads to no list the backend lacks.
    expect(dashboard.figures.find((f) => f.label === "Dealers")).toMatchObject({ value: null, missing: "unoffered", href: null });
    expect(dashboard.figures.filter((f) => f.label !== "Dealers").every((f) => typeof f.value === "number" && f.missing === null)).toBe(true);
    expect(dashboard.credits).toBe(bff.up().state().balances.reseller);
    expect(dashboard.error).toBeNull();
  });
});

describe("sign-in on a backend that checks reCAPTCHA", () => {
  it("tells the operator which settings enable it, instead of 'Please complete the captcha'", async () => {
    process.env.ALTCHA_HMAC_KEY = "test-altcha-key";
    const challenge = await createChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    const captcha = btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));
    const request = new NextRequest("http://panel.test/api/auth/login", {
      method: "POST",
      headers: { origin: "http://panel.test", "content-type": "application/json", "x-panel-request": "1" },
      body: JSON.stringify({ login: "dealer", password: "dealer1234", captcha }),
    });
    const response = await loginRoute.POST(request);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: RECAPTCHA_REQUIRED_MESSAGE });
  });
});
