// The Webhooks screen as a dealer uses it: the menu entry, a form that says what is missing, an
// address the rules refuse (loopback), an endpoint added with its secret shown once (the page
// checked with axe while it shows), a new secret with the previous one still signing, the
// endpoint turned off and deleted. The endpoint is a public address literal, so saving needs no
// DNS; it is deleted at the end, so no delivery is left waiting for it.
import { expect, test } from "./support/test";
import { WEBHOOK_TEXTS } from "@/features/webhooks/schemas";
import { storageStatePath } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { snackbar } from "./support/clients";

test.use({ storageState: storageStatePath("dealer") });

const ADDRESS = "https://93.184.215.14/e2e-webhooks";

test("dealer: an endpoint added, its secret shown once, rotated, turned off and deleted", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Webhooks" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Webhooks" })).toBeVisible();
  await expect(page.getByRole("note").filter({ hasText: "How webhooks work" })).toBeVisible();

  const address = page.getByRole("textbox", { name: "Address (URL)" });
  const add = page.getByRole("button", { name: "Add endpoint" });
  await address.fill(ADDRESS);
  await add.click();
  await expect(page.getByText(WEBHOOK_TEXTS.events)).toBeVisible();

  await page.getByRole("checkbox", { name: "Client added" }).check();
  await page.getByRole("checkbox", { name: "Credits low" }).check();
  await add.click();
  await expect(page.getByRole("spinbutton", { name: "Below how many credits" })).toHaveAccessibleDescription(/whole number of credits/);
  await page.getByRole("spinbutton", { name: "Below how many credits" }).fill("10");

  await address.fill("https://127.0.0.1/hooks");
  await add.click();
  await expect(snackbar(page)).toContainText("This address is not allowed");

  await address.fill(ADDRESS);
  await add.click();
  const secret = page.getByTestId("webhook-secret");
  await expect(secret).toHaveText(/^whsec_[A-Za-z0-9+/]{32}$/);
  const first = await secret.textContent();
  const endpoint = page.getByRole("listitem").filter({ hasText: ADDRESS });
  await expect(endpoint).toContainText("Client added, Credits below 10");
  await expectNoSeriousViolations(page, "webhooks with a secret shown");

  await page.getByRole("button", { name: "I have copied it" }).click();
  await expect(secret).toHaveCount(0);
  await page.reload();
  await expect(endpoint).toBeVisible();
  await expect(page.getByText(first!)).toHaveCount(0);

  await endpoint.getByRole("button", { name: "New secret" }).click();
  await expect(secret).toHaveText(/^whsec_/);
  expect(await secret.textContent()).not.toBe(first);
  await expect(endpoint).toContainText("The previous secret also signs deliveries until");

  await endpoint.getByRole("button", { name: "Turn off" }).click();
  await expect(endpoint.getByText("Off", { exact: true })).toBeVisible();

  await endpoint.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this endpoint?" });
  await expect(dialog).toContainText(ADDRESS);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(snackbar(page)).toContainText("Endpoint deleted.");
  await expect(endpoint).toHaveCount(0);
});
