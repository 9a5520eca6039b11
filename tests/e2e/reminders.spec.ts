// The Reminders screen as a reseller uses it: the menu entry, the notice that no mail
// server is set (these servers have no SMTP_URL), the preview with the account's real clients, the 300-character limit
// checked for the longest client name, rules saved and read back, and the stored password saved
// with the rules in one save, only when the upstream accepts it. Device reminders stay off here: the scheduler of
// this shared panel must not message the other specs' clients.
import { expect, test } from "./support/test";
import { REMINDER_TEXTS } from "@/features/reminders/model/schemas";
import { storageStatePath } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { snackbar } from "./support/clients";

test.use({ storageState: storageStatePath("reseller") });

test("reseller: rules with a live preview, the limit for the longest name, saved and read back", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Reminders" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Reminders" })).toBeVisible();
  await expect(page.getByRole("note").filter({ hasText: "No e-mail server" })).toContainText("so you get no morning e-mail");

  const message = page.getByRole("textbox", { name: "Message in English" });
  await expect(page.getByLabel("Message language")).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Message in Español" })).toHaveValue(/^Hola \{name\}/);
  await message.fill("Hi {name}, {days} days left until {expiry}.");
  await page.getByRole("checkbox", { name: "3", exact: true }).check();
  await page.getByRole("checkbox", { name: "1", exact: true }).uncheck();
  // The preview shows the message as the reseller's own clients the rules pick today would get it, or says no one would.
  await expect(page.getByTestId("reminder-preview")).toContainText(
    /To \S+:Hi \S+, \d+ days left until \d{4}-\d{2}-\d{2}\.|none of your clients would get a reminder today/,
  );
  await expect(page.getByText("50 of 300 characters, counting the longest client name possible")).toBeVisible();

  // 288 characters as typed, 303 for a client with a 15-character name: refused before anything is sent.
  await message.fill(`{name} ${"x".repeat(281)}`);
  await expect(page.getByText("Message is too long: with the longest client name it has 297 characters; the limit is 300.")).toHaveCount(0);
  await message.fill(`{name} ${"x".repeat(287)}`);
  await expect(page.getByText("Message is too long: with the longest client name it has 303 characters; the limit is 300.")).toBeVisible();
  await message.fill("Hi {name}, {days} days left until {expiry}.");

  await page.getByLabel("Which clients").selectOption({ label: "Every client below me" });
  await page.getByLabel("Hour").selectOption({ label: "06:00" });
  await page.getByLabel("Time zone").selectOption("Europe/Berlin");
  await page.getByLabel("E-mail address").fill("reseller@shop.example");
  await page.getByLabel("In that e-mail, warn me when my credits are at or below").fill("25");
  await page.getByRole("button", { name: "Save reminders" }).click();
  await expect(snackbar(page)).toHaveText(new RegExp(REMINDER_TEXTS.saved.replace(".", "\\.")));

  await page.reload();
  await expect(message).toHaveValue("Hi {name}, {days} days left until {expiry}.");
  await expect(page.getByRole("checkbox", { name: "3", exact: true })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "1", exact: true })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "7", exact: true })).toBeChecked();
  await expect(page.getByLabel("Which clients")).toHaveValue("subtree");
  await expect(page.getByLabel("Hour")).toHaveValue("6");
  await expect(page.getByLabel("Time zone")).toHaveValue("Europe/Berlin");
  await expect(page.getByLabel("E-mail address")).toHaveValue("reseller@shop.example");
  await expect(page.getByLabel("In that e-mail, warn me when my credits are at or below")).toHaveValue("25");
  await expect(page.getByRole("checkbox", { name: "Send reminders to my clients' devices" })).not.toBeChecked();

  await expectNoSeriousViolations(page, "reminders with the preview");
});

test("reseller: the password is saved with the rules, in one save, only when the upstream accepts it", async ({ page }) => {
  await page.goto("/reminders");
  const card = page.getByRole("region", { name: "Sign-in for the reminders" });
  const save = page.getByRole("button", { name: "Save reminders" });
  await expect(card.getByText("Needed before anything can be sent.")).toBeVisible();
  await page.getByLabel("Hour").selectOption({ label: "05:00" });
  await card.getByLabel("Your password").fill("not-my-password");
  await save.click();
  await expect(snackbar(page)).toContainText("The upstream refused the stored password");
  // Refused as a whole: neither the password nor the rules were saved.
  await page.reload();
  await expect(card.getByText("No password stored")).toBeVisible();
  await expect(page.getByLabel("Hour")).not.toHaveValue("5");

  await card.getByLabel("Your password").fill("reseller1234");
  await save.click();
  await expect(snackbar(page)).toContainText(REMINDER_TEXTS.savedWithPassword);
  await expect(card.getByText("Password stored", { exact: true })).toBeVisible();
  await expect(card.getByLabel("Your password")).toHaveValue("");
  await expect(card.getByText("Leave empty to keep the stored password.")).toBeVisible();

  await card.getByRole("button", { name: "Remove stored password" }).click();
  await expect(snackbar(page)).toContainText(REMINDER_TEXTS.credentialForgotten);
  await expect(card.getByText("No password stored")).toBeVisible();
});
