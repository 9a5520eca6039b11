// The keyboard in menus and dialogs: the language menu moves with the arrow keys and changes the
// language only on Enter, keeping the focus; the Renew and Delete dialogs give the focus back to
// the row button that opened them when Escape closes them.
import { expect, test } from "./support/test";
import { storageStatePath } from "./support/accounts";
import { waitForHydration } from "./support/hydration";

test.use({ storageState: storageStatePath("dealer"), viewport: { width: 1280, height: 800 } });

test("the language menu: arrows move through the languages, Enter picks one, the focus stays on the menu", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const button = page.getByRole("button", { name: "Language: English" });
  await button.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();

  // Moving through the choices changes nothing yet.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "العربية" })).toHaveAttribute("data-focus", "");
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("menuitem", { name: "Español" })).toHaveAttribute("data-focus", "");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "Tablero" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const spanish = page.getByRole("button", { name: "Idioma: Español" });
  await expect(spanish).toBeFocused();

  // Escape closes the menu without a choice, back on its button; then back to English.
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(spanish).toBeFocused();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("Escape from the Renew and Delete dialogs gives the focus back to the row button that opened them", async ({ page }) => {
  await page.goto("/clients?tab=expired");
  await waitForHydration(page);
  const renew = page.getByRole("button", { name: /^Renew (?!selected)/ }).first();
  await renew.focus();
  await page.keyboard.press("Enter");
  const renewDialog = page.getByRole("dialog", { name: /^Renew / });
  await expect(renewDialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(renewDialog).toBeHidden();
  await expect(renew).toBeFocused();

  const remove = page.getByRole("button", { name: /^Delete / }).first();
  await remove.focus();
  await page.keyboard.press("Enter");
  const deleteDialog = page.getByRole("dialog", { name: "Delete?" });
  await expect(deleteDialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(deleteDialog).toBeHidden();
  await expect(remove).toBeFocused();
});
