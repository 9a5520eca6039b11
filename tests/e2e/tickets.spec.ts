// Support tickets through the real screens, in order: a dealer's failed and successful creates,
// the admin answering and closing that ticket (the menu badge drops by one), the dealer finding
// it CLOSED with the admin's answer and no way to reopen or add to it. Then the BFF refusing bad
// ticket input with nothing created upstream. Every check is on this run's own ticket.
import { expect, test } from "./support/test";
import { screenHref, screenRoute } from "@/lib/screens";
import { TICKET_MESSAGES } from "@/lib/schemas/tickets";
import { ACCOUNTS, storageStatePath } from "./support/accounts";
import { snackbar } from "./support/clients";
import { upstreamGet, upstreamToken } from "./support/upstream";
import { PANEL_HEADERS } from "./support/bff";
import { activeTicketsBadge, ticketIdFromRow } from "./support/tickets";

test.describe.configure({ mode: "serial" });

const RUN = `e2e${Date.now().toString(36)}`;
const DESCRIPTION = `Channel 7 freezes every evening since Monday (${RUN}).`;
const ANSWER = `We replaced the feed of channel 7, please check again (${RUN}).`;
let ticketId = 0;

type UpstreamTicket = { id: number; description: string; status: number };
async function dealerTicketsUpstream(): Promise<UpstreamTicket[]> {
  const token = await upstreamToken(ACCOUNTS.dealer.login, ACCOUNTS.dealer.password);
  return (await upstreamGet<{ data: UpstreamTicket[] }>("dealer", token, "tickets")).body.data;
}
const ofThisRun = (tickets: UpstreamTicket[]) => tickets.filter((ticket) => ticket.description.includes(RUN));

test.describe("a dealer raises a ticket", () => {
  test.use({ storageState: storageStatePath("dealer") });

  test("is refused with the spec's messages until the ticket is complete, and nothing is sent", async ({ page }) => {
    await page.goto(screenRoute("dealer", "tickets.add")!);
    await expect(page.getByRole("heading", { name: "Create Ticket" })).toBeVisible();
    await expect(page.getByText("A short description may delay its resolution.", { exact: false })).toBeVisible();
    const submit = page.getByRole("button", { name: "Submit Ticket" });
    const description = page.getByLabel("Description", { exact: true });
    await expect(submit).toBeDisabled();

    await description.fill("d".repeat(9));
    await expect(submit).toBeDisabled();
    await description.fill("d".repeat(10));
    await expect(submit).toBeEnabled();
    await description.fill("d".repeat(500));
    await expect(page.getByText("Description is too long")).toBeVisible();
    await expect(submit).toBeDisabled();
    await description.fill(DESCRIPTION);

    const isp = page.getByLabel("Internet Service Provider");
    await isp.fill("i".repeat(51));
    await expect(page.getByText("ISP name is too long")).toBeVisible();
    await expect(submit).toBeDisabled();
    await isp.fill("Spectrum");

    const device = page.getByLabel("Device", { exact: true });
    await device.fill("d".repeat(51));
    await expect(device).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Device name is too long")).toBeVisible();
    await device.fill("MAG322");
    await expect(device).not.toHaveAttribute("aria-invalid", "true");

    // "Tested on another device?" is still Select.
    await submit.click();
    await expect(page.getByText("Please answer the question: Tested on another device?")).toBeVisible();
    await expect(page).toHaveURL(/\/addticket$/);
    expect(ofThisRun(await dealerTicketsUpstream())).toEqual([]);
  });

  test("succeeds with 'Added new ticket' and finds it ACTIVE in the list", async ({ page }) => {
    await page.goto(screenRoute("dealer", "tickets.add")!);
    await page.getByLabel("Issue Type").selectOption({ label: "Channel Not Working/Freezing" });
    await page.getByLabel("Device", { exact: true }).fill("MAG322");
    await page.getByLabel("Internet Service Provider").fill("Spectrum");
    await page.getByLabel("Tested on another device?").selectOption({ label: "Yes" });
    await page.getByLabel("Description", { exact: true }).fill(DESCRIPTION);
    await page.getByRole("button", { name: "Submit Ticket" }).click();

    await expect(snackbar(page)).toHaveText(/Added new ticket/);
    await expect(page).toHaveURL(/\/dsupport$/);
    await page.getByRole("searchbox").fill(RUN);
    const row = page.getByRole("row").filter({ hasText: DESCRIPTION });
    await expect(row).toBeVisible();
    await expect(row.getByText("ACTIVE", { exact: true })).toBeVisible();
    await expect(row.getByText("Channel Not Working/Freezing")).toBeVisible();
    ticketId = await ticketIdFromRow(page, DESCRIPTION);
    expect(ofThisRun(await dealerTicketsUpstream())).toEqual([expect.objectContaining({ id: ticketId, status: 0 })]);
  });
});

test.describe("the admin answers and closes it", () => {
  test.use({ storageState: storageStatePath("admin") });

  test("finds the ticket, adds a detail, closes it, and the badge drops by one", async ({ page }) => {
    await page.goto(`${screenRoute("admin", "tickets.list")}?q=${RUN}`);
    await expect(page.getByRole("link", { name: "Add Ticket" })).toHaveCount(0);
    const row = page.getByRole("row").filter({ hasText: DESCRIPTION });
    await expect(row.getByRole("cell", { name: "dealer", exact: true })).toBeVisible();
    await row.getByRole("link", { name: `Edit Ticket ${ticketId}` }).click();
    await expect(page).toHaveURL(screenHref("admin", "tickets.update", { id: String(ticketId) }));

    // The id is in the address: the screen survives a reload.
    await page.reload();
    const ticket = page.getByRole("region", { name: `Ticket ${ticketId}` });
    await expect(ticket.getByText("ACTIVE", { exact: true })).toBeVisible();
    await expect(ticket.getByLabel("Type")).toHaveValue("Channel Not Working/Freezing");
    await expect(ticket.getByLabel("Device", { exact: true })).toHaveValue("MAG322");
    await expect(ticket.getByLabel("ISP")).toHaveValue("Spectrum");
    await expect(ticket.getByLabel("Tested on another device?")).toHaveValue("Yes");
    await expect(ticket.getByLabel("Description")).toHaveValue(DESCRIPTION);
    const before = await activeTicketsBadge(page);

    const details = page.getByRole("region", { name: "Details" });
    await details.getByLabel("Add details").fill(ANSWER);
    await details.getByRole("button", { name: "Add Details" }).click();
    const answer = details.getByRole("listitem").filter({ hasText: ANSWER });
    await expect(answer.getByText("admin (you)")).toHaveAttribute("data-tone", "success");
    await expect(details.getByLabel("Add details")).toHaveValue("");

    const update = ticket.getByRole("button", { name: "Update" });
    await expect(update).toBeDisabled();
    await ticket.getByLabel("Status", { exact: true }).selectOption({ label: "Issue Resolved" });
    await update.click();
    await expect(snackbar(page)).toHaveText(new RegExp(`Updated ticket ${ticketId}`));
    await expect(page).toHaveURL(/\/asupport$/);
    await expect.poll(() => activeTicketsBadge(page)).toBe(before - 1);
  });
});

test.describe("the dealer finds it closed", () => {
  test.use({ storageState: storageStatePath("dealer") });

  test("sees it CLOSED with the admin's detail and can neither reopen it nor add to it", async ({ page }) => {
    await page.goto(`${screenRoute("dealer", "tickets.list")}?tab=closed&q=${RUN}`);
    const row = page.getByRole("row").filter({ hasText: DESCRIPTION });
    await expect(row.getByText("CLOSED", { exact: true })).toBeVisible();
    await row.getByRole("link", { name: `Edit Ticket ${ticketId}` }).click();

    const ticket = page.getByRole("region", { name: `Ticket ${ticketId}` });
    await expect(ticket.getByText("CLOSED", { exact: true })).toBeVisible();
    await expect(ticket.getByLabel("Status", { exact: true })).toBeDisabled();
    await expect(ticket.getByRole("button", { name: "Update" })).toBeDisabled();

    const details = page.getByRole("region", { name: "Details" });
    await expect(details.getByRole("listitem").filter({ hasText: ANSWER }).getByText("admin", { exact: true })).toHaveAttribute("data-tone", "info");
    const closing = details.getByRole("listitem").filter({ hasText: "Issue resolved" });
    await expect(closing.getByText("CLOSED", { exact: true })).toBeVisible();
    await expect(details.getByLabel("Add details")).toHaveCount(0);
    await expect(details.getByText("Details can only be added while the ticket is active.")).toBeVisible();

    // Nor around the screen, through the BFF.
    const reopen = await page.request.put(`/api/tickets/${ticketId}`, { headers: PANEL_HEADERS, data: { status: 0 } });
    expect(reopen.status()).toBe(422);
    const add = await page.request.post(`/api/tickets/${ticketId}/details`, { headers: PANEL_HEADERS, data: { description: "Still freezing." } });
    expect({ status: add.status(), body: await add.json() }).toEqual({ status: 422, body: { message: "Details can only be added to an active ticket" } });
  });
});

test.describe("the BFF", () => {
  test.use({ storageState: storageStatePath("dealer") });

  test("refuses bad ticket input with the form's message and creates nothing upstream", async ({ request }) => {
    const bad = `${RUN}-bad`;
    const valid = { issue_type: 0, device: "MAG322", isp: "Spectrum", tested: 1, description: `Picture freezes on all channels (${bad}).` };
    const before = await dealerTicketsUpstream();
    const cases: [Record<string, unknown>, string][] = [
      [{ description: `short ${bad}`.slice(0, 9) }, TICKET_MESSAGES.descriptionTooShort],
      [{ description: `${bad} ${"d".repeat(500)}` }, "Description is too long"],
      [{ isp: "i".repeat(51) }, "ISP name is too long"],
      [{ device: "d".repeat(51) }, "Device name is too long"],
      [{ tested: 0 }, "Please answer the question: Tested on another device?"],
      [{ issue_type: 6 }, TICKET_MESSAGES.issueType],
    ];
    for (const [change, message] of cases) {
      const response = await request.post("/api/tickets", { headers: PANEL_HEADERS, data: { ...valid, ...change } });
      expect({ status: response.status(), message: ((await response.json()) as { message: string }).message }, message).toEqual({ status: 422, message });
    }
    const after = await dealerTicketsUpstream();
    expect(after.filter((ticket) => ticket.description.includes(bad))).toEqual([]);
    expect(after.map((ticket) => ticket.id).sort()).toEqual(before.map((ticket) => ticket.id).sort());
  });
});
