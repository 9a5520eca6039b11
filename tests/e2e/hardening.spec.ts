// Bad input against the running panel, for what only the real server shows: its connections after
// a refused 1 MB body, the https-only headers next.config.ts adds, and a throttle that a forged
// X-Forwarded-For cannot escape (the address comes from the server's socket). The checks that
// need neither a browser nor a real server (field limits, control characters, Idempotency-Keys,
// no-store on every answer, the relative logout redirect) run in vitest: tests/api/bff/hardening.test.ts
// and logout-redirect.test.ts.
import { expect, test, type APIRequestContext } from "./support/test";
import { storageStatePath } from "./support/accounts";
import { postLogin, solvedCaptcha } from "./support/captcha";
import { E2E } from "./support/env";

const panelHeaders = { origin: E2E.baseUrl, "content-type": "application/json", "x-panel-request": "1" };

async function firstClient(request: APIRequestContext): Promise<Record<string, unknown>> {
  const list = (await (await request.get("/api/clients?size=10")).json()) as { rows: { name: string }[] };
  return (await (await request.get(`/api/clients/${list.rows[0].name}`)).json()) as Record<string, unknown>;
}

test.describe("the body limit on the real server, as a dealer", () => {
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
});

test.describe("https-only headers", () => {
  test.use({ storageState: storageStatePath("dealer") });

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

test("the real server: a POST to a page is a 405 unread, a malformed %-escape in an API path a 400", async ({ request }) => {
  // 8 MB: were the body read looking for a server action, it would be read whole.
  const post = await request.post("/login", {
    data: "x".repeat(8 * 1024 * 1024),
    headers: { "content-type": "application/x-www-form-urlencoded", "next-router-prefetch": "1" },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(405);
  expect(post.headers()["allow"]).toBe("GET, HEAD");
  for (const path of ["/api/clients/%zz", "/api/clients/ab%E0%A4%A", "/api/accounts/dealers/%", "/api/clients/%zz/renew"]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(400);
    expect(await answer.json()).toEqual({ message: "Malformed path" });
  }
});
