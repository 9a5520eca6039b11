// A dashboard figure the spec backend cannot give (the reseller's Dealers: no such call, and none
// mapped) reads "—" and says why on hover and on focus, and leads nowhere broken.
import { expect, test } from "../support/test";
import { specStorageStatePath } from "./support";

test.use({ storageState: specStorageStatePath("reseller"), viewport: { width: 1280, height: 800 } });

test("the reseller's Dealers: '—' with its reason on hover and on focus, and no link", async ({ page }) => {
  await page.goto("/");
  const card = page.getByRole("region", { name: "Dealers", exact: true });
  const dash = card.getByRole("img", { name: "— No figure: why?" });
  await expect(dash).toHaveAccessibleDescription("This backend offers no count for “Dealers”; the operator can map one in upstream-calls.json.");
  await expect(card.getByRole("link")).toHaveCount(0);

  const reason = card.getByRole("tooltip");
  await expect(reason).toBeHidden();
  await dash.hover();
  await expect(reason).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(reason).toBeHidden();
  await dash.focus();
  await expect(reason).toBeVisible();
});
