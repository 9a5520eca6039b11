// Choices of the ticket screens' selects (accounts spec §3, §4).
import type { SelectOption } from "@/components/ui/select-field";
import { ACTIVE, CLOSED, ISSUE_TYPES, TESTED_CHOICES } from "@/lib/tickets/labels";

export const ISSUE_TYPE_OPTIONS: SelectOption[] = ISSUE_TYPES.map((label, value) => ({ value, label }));

/** 0 "Select" stays unanswered: submitting it is refused with the spec's message. */
export const TESTED_OPTIONS: SelectOption[] = TESTED_CHOICES.map((label, value) => ({ value, label }));

export const STATUS_OPTIONS: SelectOption[] = [
  { value: ACTIVE, label: "Active" },
  { value: CLOSED, label: "Issue Resolved" },
];
