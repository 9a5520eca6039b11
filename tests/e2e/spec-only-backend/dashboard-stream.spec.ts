// The dashboard on the spec backend: its worklist card reads the whole client list (the backend
// has no worklist call), so the card streams in after the figures instead of holding them back
// (features/dashboard/server/load-dashboard.ts). Each test signs in as a reseller no other test uses, so that holding
// back or dropping that account's list (the controls' `account`) touches no other test's calls.
import { expect, test, type Page } from "../support/test";
import { fillLogin, solveCaptcha } from "../support/sign-in";
import { answerLate, dropAnswers } from "./support";

async function signInAs(page: Page, login: string) {
  await page.goto("/login");
  await fillLogin(page, login, "demo1234");
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Sign In" }).click();
}

const figure = (page: Page, label: string) => page.getByRole("region", { name: label, exact: true }).getByTestId("stat-value");

test("shows the figures while the whole client list is on its way, then the worklist card", async ({ page, request }) => {
  // A second within the spec panel's upstream timeout (E2E.specTimeoutMs, 3 s), or the card would
  // say the list failed, and two seconds for the checks of the card while it is read.
  await answerLate(request, "/reseller/clientlist", 2_000, "tvlink");
  await signInAs(page, "tvlink");
  const card = page.getByRole("region", { name: "Expiring soon" });
  await expect(figure(page, "All Users")).toHaveText(/^\d[\d,]*$/);
  await expect(figure(page, "Active Users")).toHaveText(/^\d[\d,]*$/);
  // The card is there, with its link, keeping its place while its counts are read.
  const counts = card.locator("[aria-busy]");
  await expect(counts).toHaveAttribute("aria-busy", "true");
  const link = card.getByRole("link", { name: "Expiring soon" });
  await expect(link).toBeVisible();
  await expect(card.getByTestId("expiring-week")).toHaveCount(0);
  const reading = (await card.boundingBox())!;
  // A keyboard user on the card's link stays there when the counts come.
  await link.focus();

  await expect(card.getByTestId("expiring-week")).toHaveText(/^\d+$/);
  // Filled in where it stood, at its size: nothing around it moves.
  const read = (await card.boundingBox())!;
  expect(read).toEqual(reading);
  await expect(card.getByTestId("expiring-trials")).toHaveText(/^\d+$/);
  await expect(counts).toHaveAttribute("aria-busy", "false");
  await expect(link).toBeFocused();
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
});

test("a worklist that cannot be read says so in its card, and the figures stay", async ({ page, request }) => {
  // Twice: a read whose kept-alive socket is closed under it goes again once (lib/upstream/exchange.ts).
  await dropAnswers(request, "/reseller/clientlist", "bluewave", 2);
  await signInAs(page, "bluewave");
  const card = page.getByRole("region", { name: "Expiring soon" });
  await expect(card.getByRole("alert")).toHaveText("Server error, try again later");
  await expect(card.getByText("—")).toHaveCount(2);
  await expect(figure(page, "All Users")).toHaveText(/^\d[\d,]*$/);
  // Said once, in the card: the dashboard's own alert is for the figures.
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(1);
});
