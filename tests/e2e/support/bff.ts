// Calls to the panel's own BFF from a signed-in test (its cookie rides along), with the headers
// the panel's fetch helper sets: for setting up data quickly where the screen under test is another.
import { expect, type APIRequestContext } from "@playwright/test";
import type { Role } from "@/lib/roles";
import { E2E } from "./env";
import { validClientInput } from "@/tests/support/fixtures";

const PANEL_HEADERS = { origin: E2E.baseUrl, "content-type": "application/json", "x-panel-request": "1" };

export async function panelPost(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(path, { data, headers: PANEL_HEADERS });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

/** Adds a client on a free two-day trial (no credits spent), under the demo reseller and dealer, as the role's add form would. */
export async function addClient(request: APIRequestContext, role: Role, client: { login: string; mac: string; description?: string }) {
  const owners = role === "dealer" ? {} : role === "reseller" ? { dealer: "dealer" } : { reseller: "reseller", dealer: "dealer" };
  const body = validClientInput({ password: "pw1234", months: 0, ...owners, ...client });
  expect(await panelPost(request, "/api/clients", body), `add ${client.login}`).toMatchObject({ status: 200 });
}
