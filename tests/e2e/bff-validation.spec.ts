// Bad input at the BFF: the answer carries the form's own message, and nothing reaches the
// upstream (the client count and the balance stay as they were).
import { expect, test, type APIRequestContext } from "@playwright/test";
import { MESSAGES } from "@/lib/schemas/client";
import { ACCOUNTS, storageStatePath } from "./support/accounts";
import { E2E } from "./support/env";
import { upstreamGet, upstreamToken } from "./support/upstream";
import { validClientInput } from "@/tests/support/fixtures";

const panelHeaders = { origin: E2E.baseUrl, "content-type": "application/json", "x-panel-request": "1" };
const valid = validClientInput({ mac: "00:1A:79:AA:BB:CC", login: "bffcheck", password: "pw1234", months: 1 });

async function post(request: APIRequestContext, path: string, data: unknown, headers: Record<string, string> = panelHeaders) {
  const response = await request.post(path, { data, headers });
  return { status: response.status(), body: (await response.json()) as { message: string } };
}

test.describe("as a reseller", () => {
  test.use({ storageState: storageStatePath("reseller") });

  test("refuses bad client input with the form's message and forwards nothing", async ({ request }) => {
    const token = await upstreamToken(ACCOUNTS.reseller.login, ACCOUNTS.reseller.password);
    const before = await Promise.all([upstreamGet("reseller", token, "totalclients"), upstreamGet("reseller", token, "credits")]);

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
      const answer = await post(request, "/api/clients", body);
      expect(answer, message).toEqual({ status: 422, body: expect.objectContaining({ message }) });
    }

    const after = await Promise.all([upstreamGet("reseller", token, "totalclients"), upstreamGet("reseller", token, "credits")]);
    expect(after.map((a) => a.body)).toEqual(before.map((b) => b.body));
  });

  test("refuses a custom selection of every package, as the form does", async ({ request }) => {
    const packages = (await (await request.get("/api/packages?server=0")).json()) as { packages: { id: number }[] };
    const answer = await post(request, "/api/clients", { ...valid, dealer: "dealer", package_selection: 3, packages: packages.packages.map((p) => p.id) });
    expect(answer).toEqual({ status: 422, body: expect.objectContaining({ message: MESSAGES.allPackages }) });
  });
});

test.describe("as a dealer", () => {
  test.use({ storageState: storageStatePath("dealer") });

  test("refuses renew and retrieve without months", async ({ request }) => {
    for (const action of ["renew", "retrieve"]) {
      const answer = await post(request, `/api/clients/anyone/${action}`, { months: 0 });
      expect(answer.status).toBe(422);
    }
  });

  test("refuses writes without the panel header, from another origin, or not as JSON", async ({ request }) => {
    expect((await post(request, "/api/clients", valid, { origin: E2E.baseUrl, "content-type": "application/json" })).status).toBe(403);
    expect((await post(request, "/api/clients", valid, { ...panelHeaders, origin: "https://evil.example" })).status).toBe(403);
    const form = await request.post("/api/clients", { headers: { origin: E2E.baseUrl, "x-panel-request": "1" }, form: { login: "x" } });
    expect(form.status()).toBe(403);
  });

  test("cannot reach another role's BFF calls", async ({ request }) => {
    expect((await request.get("/api/owners")).status()).toBe(403);
  });
});
