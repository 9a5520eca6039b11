// Check MAC (accounts spec §2.4) and the admin's Delete MAC (§2.6): the masked input, Search at
// exactly 17 characters, in use with the status where the caller may know it, and freeing a MAC.
import { expect, test, type Page } from "./support/test";
import { MAC_TEXTS } from "@/lib/schemas/mac";
import { storageStatePath } from "./support/accounts";
import { addClient } from "./support/bff";
import { snackbar, uniqueLogin, uniqueMac } from "./support/clients";
import { E2E } from "./support/env";
import { upstreamToken } from "./support/upstream";

/** A MAC under the business's prefix that no other test or run uses. */
const prefixedMac = () => `00:1A:79:${uniqueMac().slice(-8)}`;

/**
 * Searches until the screen answers. Filled and clicked right after the page loaded, once in CI no
 * answer came (most likely typed before React hydrated the form, so its state never had the MAC):
 * filling and searching again, as a person would, until "in use" or "available" shows.
 */
async function searchFor(page: Page, mac: string) {
  const answer = page.getByText(MAC_TEXTS.inUse).or(page.getByText(MAC_TEXTS.available));
  await expect(async () => {
    await page.getByLabel("MAC address").fill(mac);
    await page.getByRole("button", { name: "Search" }).click({ timeout: 2_000 });
    await expect(answer).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** A MAC used by a client outside the demo reseller's subtree (a dealer of another reseller). */
async function foreignMac(): Promise<string> {
  const token = await upstreamToken("bw_miami", "demo1234");
  const answer = (await (await fetch(`${E2E.upstreamUrl}/api/clients?token=${token}&per_page=50`)).json()) as { client_list: { mac: string | null }[] };
  return answer.client_list.find((client) => client.mac)!.mac!;
}

test.describe("dealer: Check MAC", () => {
  test.use({ storageState: storageStatePath("dealer") });

  test("a used MAC is in use, with the client's status; a free one is available", async ({ page }) => {
    const used = uniqueMac();
    await addClient(page.request, "dealer", { login: uniqueLogin("dealer"), mac: used });

    await page.goto("/checkmac");
    await expect(page.getByRole("heading", { name: "Check MAC Address" })).toBeVisible();
    const input = page.getByLabel("MAC address");
    const search = page.getByRole("button", { name: "Search" });
    await expect(input).toHaveValue("00:1A:79:");
    await expect(search).toBeDisabled();
    // Typed after the prefix, as after a click at the end of the field.
    await input.focus();
    await input.press("End");
    await input.pressSequentially("abcde");
    await expect(input).toHaveValue("00:1A:79:AB:CD:E");
    await expect(search).toBeDisabled();

    await searchFor(page, used.toLowerCase());
    await expect(input).toHaveValue(used);
    await expect(page.getByText(MAC_TEXTS.inUse)).toBeVisible();
    await expect(page.locator('[data-tone="error"]').getByText("ACTIVE", { exact: true })).toHaveAttribute("data-tone", "success");

    // Typing again clears the answer: it was about another MAC.
    await input.press("End");
    await input.press("Backspace");
    await expect(input).toHaveValue(used.slice(0, -1));
    await expect(page.getByText(MAC_TEXTS.inUse)).toBeHidden();
    await expect(search).toBeDisabled();

    await searchFor(page, uniqueMac());
    await expect(page.getByText(MAC_TEXTS.available)).toBeVisible();
    await expect(page.getByText(MAC_TEXTS.inUse)).toBeHidden();
  });
});

test.describe("reseller: Check MAC", () => {
  test.use({ storageState: storageStatePath("reseller") });

  test("a MAC used outside the reseller's subtree reads in use, with no status", async ({ page }) => {
    await page.goto("/checkmac");
    await searchFor(page, await foreignMac());
    const answer = page.locator('[data-tone="error"]');
    await expect(answer).toContainText(MAC_TEXTS.inUse);
    await expect(answer.locator("[data-tone]")).toHaveCount(0);
  });
});

test.describe("admin: Delete MAC", () => {
  test.use({ storageState: storageStatePath("admin") });

  test("deletes a client by its MAC after the confirmation; the MAC is free afterwards", async ({ page }) => {
    const login = uniqueLogin("admin");
    const mac = prefixedMac();
    await addClient(page.request, "admin", { login, mac });

    await page.goto("/deletemac");
    await expect(page.getByRole("heading", { name: "Delete MAC" })).toBeVisible();
    // The prefix is fixed beside the field: only the last three pairs are typed.
    const input = page.getByLabel("MAC address");
    await expect(input).toHaveValue("");
    await expect(page.getByRole("search").getByText("00:1A:79:", { exact: true })).toBeVisible();
    const search = page.getByRole("button", { name: "Search" });
    await input.pressSequentially(mac.slice(9, 14).replace(/:/g, ""));
    await expect(search).toBeDisabled();
    await input.pressSequentially(mac.slice(-2));
    await expect(input).toHaveValue(mac.slice(9));
    await search.click();

    const table = page.getByRole("table", { name: `Client using ${mac}` });
    for (const column of ["Login", "Mac", "Expiry"]) await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
    await expect(table.getByRole("cell", { name: login, exact: true })).toBeVisible();
    await expect(table.getByRole("cell", { name: mac, exact: true })).toBeVisible();
    await expect(table.getByRole("cell", { name: /^\d{4}-\d{2}-\d{2}$/ })).toBeVisible();

    await table.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete?" });
    await expect(dialog).toContainText(`Are you sure you want to delete ${login}?`);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(table).toBeVisible();

    await table.getByRole("button", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Yes" }).click();
    await expect(snackbar(page)).toHaveText(new RegExp(`Deleted ${login}`));
    await expect(page.getByText(MAC_TEXTS.available)).toBeVisible();
    await expect(table).toBeHidden();

    // Searched afresh, it is still free; the admin's ledger holds the deletion.
    await page.reload();
    await searchFor(page, mac.slice(9));
    await expect(page.getByText(MAC_TEXTS.available)).toBeVisible();
    await page.goto(`/transactions?q=${login}`);
    await expect(page.getByRole("table", { name: "Transactions" }).getByText("DELETED", { exact: true })).toBeVisible();
  });

  test("a MAC no client uses: available, nothing to delete", async ({ page }) => {
    await page.goto("/deletemac");
    await searchFor(page, prefixedMac().slice(9));
    await expect(page.getByText(MAC_TEXTS.available)).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
  });
});

/** A paste as the browser delivers it: the text on the event's clipboard, read by the page. */
async function pasteInto(page: Page, label: string, text: string) {
  await page.getByLabel(label).evaluate((input, pasted) => {
    const data = new DataTransfer();
    data.setData("text", pasted);
    input.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

// Both screens take the whole MAC however it arrives: typed key by key, scanned (a barcode
// scanner types it as fast key events, then Enter) or pasted, with or without colons.
test.describe("dealer: Check MAC takes a whole MAC typed, scanned or pasted", () => {
  test.use({ storageState: storageStatePath("dealer") });

  test("each way searches the MAC entered and finds it in use", async ({ page }) => {
    const mac = prefixedMac();
    await addClient(page.request, "dealer", { login: uniqueLogin("dealer"), mac });
    await page.goto("/checkmac");
    const input = page.getByLabel("MAC address");
    const search = page.getByRole("button", { name: "Search" });
    const inUse = page.getByText(MAC_TEXTS.inUse);
    await expect(input).toHaveValue("00:1A:79:");

    // Scanned after the prefilled prefix: without colons, fast, Enter at the end.
    await expect(async () => {
      await input.fill("00:1A:79:");
      await input.press("End");
      await page.keyboard.type(mac.replace(/:/g, "").toLowerCase());
      await expect(input).toHaveValue(mac, { timeout: 2_000 });
      await page.keyboard.press("Enter");
      await expect(inUse).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });

    // Typed key by key with its colons after the prefix.
    await input.press("End");
    await input.press("Backspace");
    await expect(inUse).toBeHidden();
    await input.fill("00:1A:79:");
    await input.press("End");
    await input.pressSequentially(mac);
    await expect(input).toHaveValue(mac);
    await search.click();
    await expect(inUse).toBeVisible();

    // Pasted.
    await input.fill("");
    await pasteInto(page, "MAC address", mac.replace(/:/g, "-"));
    await expect(input).toHaveValue(mac);
    await search.click();
    await expect(inUse).toBeVisible();
  });
});

test.describe("admin: Delete MAC takes a whole MAC typed, scanned or pasted", () => {
  test.use({ storageState: storageStatePath("admin") });

  test("each way finds the client using that MAC, never a MAC made of its first pairs", async ({ page }) => {
    const login = uniqueLogin("admin");
    const mac = prefixedMac();
    await addClient(page.request, "admin", { login, mac });
    await page.goto("/deletemac");
    const input = page.getByLabel("MAC address");
    const table = page.getByRole("table", { name: `Client using ${mac}` });

    // Scanned: the whole MAC without colons as fast key events, then Enter.
    await expect(async () => {
      await input.fill("");
      await input.focus();
      await page.keyboard.type(mac.replace(/:/g, ""));
      await expect(input).toHaveValue(mac.slice(9), { timeout: 2_000 });
      await page.keyboard.press("Enter");
      await expect(table.getByRole("cell", { name: login, exact: true })).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText(MAC_TEXTS.available)).toBeHidden();

    // Typed key by key with its colons.
    await input.fill("");
    await expect(table).toBeHidden();
    await input.pressSequentially(mac.toLowerCase());
    await expect(input).toHaveValue(mac.slice(9));
    await page.getByRole("button", { name: "Search" }).click();
    await expect(table.getByRole("cell", { name: login, exact: true })).toBeVisible();

    // Pasted whole.
    await input.fill("");
    await pasteInto(page, "MAC address", mac.replace(/:/g, ""));
    await expect(input).toHaveValue(mac.slice(9));
    await page.getByRole("button", { name: "Search" }).click();
    await expect(table.getByRole("cell", { name: login, exact: true })).toBeVisible();

    // A whole MAC under another prefix is refused, not searched as a part of it.
    await input.fill("");
    await page.keyboard.type("AABBCCDDEEFF");
    await expect(page.getByText("Only MACs starting with 00:1A:79 can be searched here")).toBeVisible();
    await expect(page.getByRole("button", { name: "Search" })).toBeDisabled();
  });
});
