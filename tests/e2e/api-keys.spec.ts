// The API Keys screen in Chromium on real servers: the password for the API stored, a key created
// whose secret is shown once (and works against /api/v1 as a bearer key), revoked at once; the
// screen and the reference page pass axe and the CSP. An account of its own (tvlink_east), so the
// other specs' accounts keep no stored password or key.
import { expect, test } from "./support/test";
import { expectAccessibleAtBothWidths } from "./support/axe";
import { signIn } from "./support/sign-in";

test("a key is created with its secret shown once, works as a bearer key, and is revoked at once", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "tvlink_east", "demo1234");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API Keys" }).click();
  await expect(page.getByRole("heading", { name: "API Keys", level: 2 })).toBeVisible();
  await expectAccessibleAtBothWidths(page, "API Keys");

  const credential = page.getByRole("region", { name: "Password for the API" });
  await credential.getByLabel("Your password").fill("demo1234");
  await credential.getByRole("button", { name: "Save password" }).click();
  await expect(credential.getByText("Stored", { exact: true })).toBeVisible();

  const form = page.getByRole("region", { name: "New key" });
  await form.getByLabel("Name", { exact: true }).fill("web shop");
  await form.getByLabel("Renew clients").check();
  await form.getByRole("button", { name: "Create key" }).click();
  const secret = (await form.getByTestId("api-key-secret").textContent())!.trim();
  expect(secret).toMatch(/^rp_[A-Za-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
  // The list shows the new key once the screen has been read again: axe reads the settled page.
  const keys = page.getByRole("list", { name: "Keys" });
  await expect(keys.getByRole("listitem", { name: "web shop" })).toContainText("Active");
  await expectAccessibleAtBothWidths(page, "API Keys with a new secret");
  const credits = () => page.request.get("/api/v1/credits", { headers: { authorization: `Bearer ${secret}` } });
  expect((await credits()).status()).toBe(200);

  // Shown once: a reload shows the key's prefix only.
  await page.reload();
  await expect(page.getByTestId("api-key-secret")).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(keys.getByRole("listitem", { name: "web shop" })).toContainText(secret.slice(0, 16));

  await keys.getByRole("button", { name: "Revoke web shop" }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke this key?" });
  await dialog.getByRole("button", { name: "Revoke" }).click();
  await expect(keys.getByRole("listitem", { name: "web shop" })).toContainText("Revoked");
  const refused = await credits();
  expect(refused.status()).toBe(401);
  expect(refused.headers()["content-type"]).toBe("application/problem+json");

  await credential.getByRole("button", { name: "Remove password" }).click();
  await expect(credential.getByText("Not stored", { exact: true })).toBeVisible();
});

test("the API reference renders under the panel's CSP", async ({ page }) => {
  test.setTimeout(60_000);
  // Its scripts and styles must pass. What Scalar asks of its own servers (the web fonts its
  // stylesheet names, its AI agent's document registry, which it opens on localhost) is refused
  // by font-src and connect-src 'self', as it should be: nothing leaves for a third party.
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text()) && /script-src|style-src/.test(message.text())) refused.push(message.text());
  });
  await signIn(page, "tvlink_east", "demo1234");
  await page.goto("/apidocs");
  await expect(page.getByText("Reseller panel API").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Renew a client (paid in credits)").first()).toBeVisible();
  expect(refused).toEqual([]);
});
