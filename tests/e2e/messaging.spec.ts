// Message Clients (accounts spec §2.5) and the panel message (§2.7): recipients chosen in the
// client table, row by row or every match, the spec's texts, the BFF refusing what the form
// refuses; the admin's panel message on another role's dashboard.
import { expect, test, type Page } from "./support/test";
import { PRODUCT_NAME } from "@/lib/client-constants";
import { MESSAGE_TEXTS } from "@/lib/schemas/messaging";
import { ACCOUNTS, storageStatePath } from "./support/accounts";
import { addClient, panelPost } from "./support/bff";
import { snackbar, uniqueLogin, uniqueMac } from "./support/clients";
import { E2E } from "./support/env";
import { upstreamGet, upstreamToken } from "./support/upstream";

const recipients = (page: Page) => page.getByRole("table", { name: "Recipients" });

/** Two new clients of the dealer whose logins share a stem no other client has. */
async function twoClients(page: Page): Promise<[string, string, string]> {
  const stem = uniqueLogin("dealer").slice(0, 12);
  const logins: [string, string] = [`${stem}a`, `${stem}b`];
  for (const login of logins) await addClient(page.request, "dealer", { login, mac: uniqueMac() });
  return [stem, ...logins];
}

async function showOnly(page: Page, stem: string) {
  await page.getByLabel("Search").fill(stem);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${stem}`));
  await expect(recipients(page).locator("tbody tr:visible")).toHaveCount(2);
}

test.describe("dealer: Message Clients", () => {
  test.use({ storageState: storageStatePath("dealer") });

  test("messages two selected clients on the chosen server", async ({ page }) => {
    const [stem, first, second] = await twoClients(page);
    await page.goto("/dmessage");
    await expect(page.getByRole("heading", { name: "Message Clients" })).toBeVisible();
    await showOnly(page, stem);

    await page.getByRole("checkbox", { name: `Select ${first}` }).check();
    await page.getByRole("checkbox", { name: `Select ${second}` }).check();
    await expect(page.getByText("2 selected", { exact: true })).toBeVisible();
    await expect(page.getByText(/This message goes to 2 clients\./)).toBeVisible();
    await expect(page.getByText(MESSAGE_TEXTS.delivery)).toBeVisible();

    const server = page.getByLabel("Server");
    await expect(server.locator("option")).toHaveText([PRODUCT_NAME, "COD 4K"]);
    await server.selectOption({ label: "COD 4K" });
    await page.getByRole("textbox", { name: "Message" }).fill("Maintenance tonight at 3 AM");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(snackbar(page)).toHaveText(new RegExp(MESSAGE_TEXTS.sent.replace(/[()]/g, "\\$&")));
    await expect(page.getByText(/Queued for 2 clients, due at \d{4}-\d{2}-\d{2} \d{2}:\d{2} (AM|PM) UTC\./)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
  });

  test("says what is missing in the spec's words, and sends nothing", async ({ page }) => {
    await page.goto("/dmessage");
    const send = page.getByRole("button", { name: "Send" });
    await page.getByRole("textbox", { name: "Message" }).fill("Hello");
    await send.click();
    await expect(snackbar(page)).toHaveText(new RegExp(MESSAGE_TEXTS.noRecipients));

    await page.getByRole("checkbox", { name: "Select every row on this page" }).check();
    await page.getByRole("textbox", { name: "Message" }).fill("");
    await send.click();
    await expect(snackbar(page)).toHaveText(new RegExp(MESSAGE_TEXTS.empty));
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveAttribute("aria-invalid", "true");

    await page.getByRole("textbox", { name: "Message" }).fill("x".repeat(301));
    await expect(page.getByText(MESSAGE_TEXTS.tooLong, { exact: true })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveAttribute("aria-invalid", "true");
    await send.click();
    await expect(snackbar(page)).toHaveText(new RegExp(MESSAGE_TEXTS.reduce));
  });

  test("messages every client matching the search, with the count shown before sending", async ({ page }) => {
    const [stem] = await twoClients(page);
    await page.goto("/dmessage");
    await showOnly(page, stem);
    await page.getByRole("button", { name: "Select all 2 matching" }).click();
    await expect(page.getByText("All 2 matching selected")).toBeVisible();
    await expect(page.getByText(/This message goes to 2 clients\./)).toBeVisible();
    await page.getByRole("textbox", { name: "Message" }).fill("Your subscription renews soon");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText(/Queued for 2 clients/)).toBeVisible();
  });

  test("the BFF refuses a message of 301 characters with the form's words", async ({ page }) => {
    const [, first] = await twoClients(page);
    const answer = await panelPost(page.request, "/api/messages", { recipients: { kind: "logins", logins: [first] }, message: "x".repeat(301), server: 0 });
    expect(answer).toEqual({ status: 422, body: { message: MESSAGE_TEXTS.tooLong, field: "message" } });
    const sent = await panelPost(page.request, "/api/messages", { recipients: { kind: "logins", logins: [first] }, message: "y".repeat(300), server: 0 });
    expect(sent).toMatchObject({ status: 200, body: { count: 1 } });
  });
});

test.describe("admin: the panel message", () => {
  test.use({ storageState: storageStatePath("admin") });

  test("sets the panel message, which the reseller's dashboard then shows", async ({ page, browser }) => {
    const token = await upstreamToken(ACCOUNTS.admin.login, ACCOUNTS.admin.password);
    const old = (await upstreamGet<{ message: string }>("admin", token, "message")).body.message;
    // dashboard.spec.ts may read the message meanwhile and look for its first 40 characters:
    // the new one starts as the old one did.
    const message = `${old.slice(0, 200)} [e2e ${Date.now().toString(36)}]`;
    try {
      await page.goto("/message");
      await expect(page.getByRole("heading", { name: "Update Panel Message" })).toBeVisible();
      await expect(page.locator('[data-tone="info"]')).toContainText(old.slice(0, 40));
      const update = page.getByRole("button", { name: "Update" });
      await expect(update).toBeDisabled();
      await page.getByLabel("Enter message").fill(message);
      await expect(update).toBeEnabled();
      await update.click();
      await expect(snackbar(page)).toHaveText(/Message saved\./);
      await expect(page).toHaveURL(`${E2E.baseUrl}/`);

      const reseller = await browser.newContext({ storageState: storageStatePath("reseller") });
      const dashboard = await reseller.newPage();
      await dashboard.goto("/");
      await expect(dashboard.getByRole("region", { name: "Information" }).locator('[data-tone="warning"]')).toContainText(message);
      await reseller.close();
    } finally {
      if (old)
        await fetch(`${E2E.upstreamUrl}/admin/message`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ message: old, token }),
        });
    }
  });

  test("Update stays disabled for a blank message, and the field refuses 301 characters", async ({ page }) => {
    await page.goto("/message");
    const update = page.getByRole("button", { name: "Update" });
    await page.getByLabel("Enter message").fill("   ");
    await expect(update).toBeDisabled();
    await page.getByLabel("Enter message").fill("x".repeat(301));
    await expect(page.getByText(MESSAGE_TEXTS.tooLong, { exact: true })).toBeVisible();
    await expect(update).toBeDisabled();
  });
});
