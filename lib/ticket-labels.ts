// The ticket area's fixed choices and how a ticket reads on screen (accounts spec §3, §4). Free
// of zod, so the list's client component does not carry the schema library.

/** Issue types by their number, 0-5 (accounts spec §3). */
export const ISSUE_TYPES = [
  "Channel Not Working/Freezing",
  "Wrong Channel",
  "New Channel request",
  "New Movie/Series/Episode request",
  "Audio issues",
  "Other",
] as const;

/** "Tested on another device?": 0 is the unanswered "Select", which may not be sent. */
export const TESTED_CHOICES = ["Select", "Yes", "No"] as const;
export const TESTED_UNANSWERED = 0;

/** A ticket's status: 0 active; the spec reads anything else as closed (labelled Issue Resolved in the select). */
export const ACTIVE = 0;
export const CLOSED = 1;

export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 499;
export const DEVICE_MAX = 50;
export const ISP_MAX = 50;

export function issueTypeLabel(type: number): string {
  return ISSUE_TYPES[type] ?? `Type ${type}`;
}

export function testedLabel(tested: number): string {
  return tested === 1 || tested === 2 ? TESTED_CHOICES[tested] : "Not answered";
}

export const isClosed = (ticket: { status: number }) => ticket.status !== ACTIVE;

export type TicketStatusView = { label: "ACTIVE" | "CLOSED"; tone: "success" | "danger" };

/** The status chip: ACTIVE green, CLOSED red (accounts spec §2.8). */
export function ticketStatus(ticket: { status: number }): TicketStatusView {
  return isClosed(ticket) ? { label: "CLOSED", tone: "danger" } : { label: "ACTIVE", tone: "success" };
}
