// Calls to the panel's own BFF from a signed-in test (its cookie rides along), with the headers
// the panel's fetch helper sets: for setting up data quickly where the screen under test is another.
import { expect, type APIRequestContext } from "@playwright/test";
import type { Role } from "@/lib/roles";
import { E2E } from "./env";
import { validClientInput } from "@/tests/support/fixtures";

/**
 * What the panel's own fetch sends on a write (same origin, JSON, the panel's header), and a
 * connection closed after the answer. A test's `page.request` belongs to the worker's shared
 * browser context (./test.ts), whose client keeps idle sockets from test to test with no timeout
 * of its own; the panel's server closes one after 5 idle seconds, and a request written on it at
 * that moment fails with ECONNRESET (seen once, adding a client). No socket is left idle so.
 */
export const PANEL_HEADERS = { origin: E2E.baseUrl, "content-type": "application/json", "x-panel-request": "1", connection: "close" };

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
