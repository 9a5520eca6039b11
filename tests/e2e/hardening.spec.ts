// Issue 11 against the running panel: bad input refused before the upstream, headers of every
// signed-in answer, https-only rules, the relative logout redirect, and a throttle that a forged
// X-Forwarded-For cannot escape.
import { request as httpRequest } from "node:http";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { TEXT_MESSAGES } from "@/lib/schemas/text";
import { ACCOUNTS, storageStatePath } from "./support/accounts";
import { postLogin, solvedCaptcha } from "./support/captcha";
import { E2E } from "./support/env";
import { upstreamGet, upstreamToken } from "./support/upstream";

const panelHeaders = { origin: E2E.baseUrl, "content-type": "application/json", "x-panel-request": "1" };

async function firstClient(request: APIRequestContext): Promise<Record<string, unknown>> {
  const list = (await (await request.get("/api/clients?size=10")).json()) as { rows: { name: string }[] };
  return (await (await request.get(`/api/clients/${list.rows[0].name}`)).json()) as Record<string, unknown>;
}

test.describe("bad input, as a dealer", () => {
  test.use({ storageState: storageStatePath("dealer") });

  test("a 1 MB body is refused with 413 before the upstream, and the next calls work", async ({ request }) => {
    const client = await firstClient(request);
    const body = { ...client, login: client.name, mac: client.mac ?? "", o_mac: "A".repeat(1024 * 1024), months: 0 };
    for (let i = 0; i < 3; i++) {
      const refused = await request.put(`/api/clients/${String(client.name)}`, { data: body, headers: panelHeaders });
      expect(refused.status()).toBe(413);
      expect(await refused.json()).toEqual({ message: "The request is too large" });
      expect(refused.headers()["cache-control"]).toBe("no-store");
      const next = await request.get("/api/credits");
      expect(next.status()).toBe(200);
    }
  });

  test("an o_mac over a MAC's length is refused with the form's words, nothing forwarded", async ({ request }) => {
    const client = await firstClient(request);
    const answer = await request.put(`/api/clients/${String(client.name)}`, {
      data: { ...client, login: client.name, mac: client.mac ?? "", o_mac: "A".repeat(2000), months: 0 },
      headers: panelHeaders,
    });
    expect(answer.status()).toBe(422);
    expect(await answer.json()).toMatchObject({ message: "MAC address is too long", field: "o_mac" });
  });

  test("control and direction-changing characters are refused with a clear message", async ({ request }) => {
    const inPath = await request.get("/api/clients/ab%00cd");
    expect(inPath.status()).toBe(400);
    expect(await inPath.json()).toEqual({ message: TEXT_MESSAGES.control });
    const inQuery = await request.get("/api/clients?q=a%E2%80%AEb");
    expect(inQuery.status()).toBe(400);
    expect(await inQuery.json()).toEqual({ message: TEXT_MESSAGES.bidi });
    const inBody = await request.post("/api/clients", {
      data: { server: 0, mac: "00:1A:79:AA:BB:01", login: "nul\u0000name", password: "pw1234", months: 0, package_selection: 8 },
      headers: panelHeaders,
    });
    expect(inBody.status()).toBe(422);
    expect(await inBody.json()).toMatchObject({ message: "Control characters are not allowed", field: "login" });
  });

  test("an Idempotency-Key the BFF does not accept is a 400, and nothing is charged", async ({ request }) => {
    const token = await upstreamToken(ACCOUNTS.dealer.login, ACCOUNTS.dealer.password);
    const before = await upstreamGet<{ credits: number }>("dealer", token, "credits");
    const client = await firstClient(request);
    for (const key of ["short", "has spaces in it", "x".repeat(101), "ünïcödé-key-1234"]) {
      const answer = await request.post(`/api/clients/${String(client.name)}/renew`, { data: { months: 1 }, headers: { ...panelHeaders, "idempotency-key": key } });
      expect(answer.status(), key).toBe(400);
    }
    expect((await upstreamGet<{ credits: number }>("dealer", token, "credits")).body).toEqual(before.body);
  });
});

test.describe("headers of signed-in answers", () => {
  test.use({ storageState: storageStatePath("dealer") });

  test("every signed-in API answer, errors included, is cache-control: no-store", async ({ request }) => {
    const answers = [
      await request.get("/api/credits"),
      await request.get("/api/clients?size=5"),
      await request.get("/api/clients/no-such-client"),
      await request.get("/api/packages?server=9"),
      await request.get("/api/clients/a%00b"),
      await request.get("/api/owners"),
      await request.post("/api/clients", { data: {}, headers: { origin: E2E.baseUrl, "content-type": "application/json" } }),
      await request.post("/api/clients", { data: {}, headers: panelHeaders }),
    ];
    expect(answers.map((a) => a.status())).toEqual([200, 200, 404, 422, 400, 403, 403, 422]);
    for (const answer of answers) expect(answer.headers()["cache-control"], answer.url()).toBe("no-store");
  });

  test("over https: HSTS on pages and API answers, and only the __Host- cookie is accepted", async ({ request }) => {
    const https = { "x-forwarded-proto": "https" };
    const page = await request.get("/login", { headers: https, maxRedirects: 0 });
    expect(page.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    // The plain-named cookie of this (http) sign-in does not count over https.
    const api = await request.get("/api/credits", { headers: https });
    expect(api.status()).toBe(401);
    expect(api.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    const plain = await request.get("/api/credits");
    expect(plain.status()).toBe(200);
    expect(plain.headers()["strict-transport-security"]).toBeUndefined();
  });
});

test("logout redirects to a relative /login, whatever Host the request named", async () => {
  const location = await new Promise<string | undefined>((resolve, reject) => {
    const req = httpRequest(`${E2E.baseUrl}/logout`, { headers: { host: "evil.example:8443" } }, (res) => {
      res.resume();
      resolve(res.headers.location);
    });
    req.on("error", reject);
    req.end();
  });
  expect(location).toBe("/login");
});

test("a forged X-Forwarded-For does not escape the sign-in slow-down", async () => {
  const login = `xff-${Date.now()}`;
  // Solved first, so the tries follow each other closely.
  const captchas = await Promise.all(Array.from({ length: 4 }, () => solvedCaptcha(E2E.baseUrl)));
  const answers = [];
  for (const [i, captcha] of captchas.entries()) {
    answers.push(await postLogin(E2E.baseUrl, { login, password: "wrong", captcha }, { "x-forwarded-for": `198.51.100.${i + 1}` }));
  }
  expect(answers.slice(0, 3).map((a) => a.status)).toEqual([401, 401, 401]);
  expect(answers[3].status).toBe(429);
  expect(answers[3].body.message).toMatch(/Too many failed sign-in attempts\. Try again in \d+ seconds?\./);
});
