import type { Page } from "@playwright/test";
import { E2E } from "./env";

/** The number on the admin's Manage Tickets menu entry. */
export async function activeTicketsBadge(page: Page): Promise<number> {
  const label = await page.getByRole("navigation", { name: "Main" }).getByLabel(/^\d+ active tickets$/).getAttribute("aria-label");
  return Number(label?.split(" ")[0]);
}

/** What the panel's own fetch sends on a write: same origin, JSON, the panel's header. */
export const PANEL_HEADERS = { origin: E2E.baseUrl, "content-type": "application/json", "x-panel-request": "1" };

/** A ticket's id from its row's Edit Ticket action. */
export async function ticketIdFromRow(page: Page, text: string): Promise<number> {
  const edit = page.getByRole("row").filter({ hasText: text }).getByRole("link", { name: /^Edit Ticket \d+$/ });
  return Number((await edit.getAttribute("aria-label"))?.replace("Edit Ticket ", ""));
}
