// Choices of the ticket screens' selects (accounts spec §3, §4), in the reader's language (`t` of namespace "tickets").
import type { SelectOption } from "@/components/ui/select-field";
import type { Translate } from "@/lib/i18n/translator";
import { ACTIVE, CLOSED, ISSUE_TYPES, TESTED_CHOICES } from "@/lib/tickets/labels";

/** An issue type's name; a type the spec does not list shows its number. */
export const issueTypeName = (type: number, t: Translate) => (type >= 0 && type < ISSUE_TYPES.length ? t(`issueTypes.${type}`) : t("otherType", { type }));

/** "Tested on another device?" answered, or not. */
export const testedName = (tested: number, t: Translate) => (tested === 1 || tested === 2 ? t(`tested.${tested}`) : t("notAnswered"));

/** The status chip's word: ACTIVE or CLOSED (lib/tickets/labels.ts ticketStatus). */
export const statusName = (label: "ACTIVE" | "CLOSED", t: Translate) => t(`statusLabels.${label}`);

export const issueTypeOptions = (t: Translate): SelectOption[] => ISSUE_TYPES.map((_, value) => ({ value, label: issueTypeName(value, t) }));

/** 0 "Select" stays unanswered: submitting it is refused with the spec's message. */
export const testedOptions = (t: Translate): SelectOption[] => TESTED_CHOICES.map((_, value) => ({ value, label: t(`tested.${value}`) }));

export const statusOptions = (t: Translate): SelectOption[] => [
  { value: ACTIVE, label: t("statusActive") },
  { value: CLOSED, label: t("statusResolved") },
];
