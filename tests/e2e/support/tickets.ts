import type { Page } from "@playwright/test";

/** The number on the admin's Manage Tickets menu entry. */
export async function activeTicketsBadge(page: Page): Promise<number> {
  const label = await page
    .getByRole("navigation", { name: "Main" })
    .getByLabel(/^\d+ active tickets$/)
    .getAttribute("aria-label");
  return Number(label?.split(" ")[0]);
}

/** A ticket's id from its row's Edit Ticket action. */
export async function ticketIdFromRow(page: Page, text: string): Promise<number> {
  const edit = page
    .getByRole("row")
    .filter({ hasText: text })
    .getByRole("link", { name: /^Edit Ticket \d+$/ });
  return Number((await edit.getAttribute("aria-label"))?.replace("Edit Ticket ", ""));
}
