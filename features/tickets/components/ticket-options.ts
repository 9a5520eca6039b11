// Choices of the ticket screens' selects (accounts spec §3, §4) and how a ticket's fields read, in
// the reader's language: `t` is the screen's useTranslations("tickets").
import type { SelectOption } from "@/components/ui/select-field";
import type { Translate } from "@/i18n/translator";
import { ACTIVE, CLOSED } from "@/lib/ticket-labels";

/** Issue types by their number, 0-5 (lib/ticket-labels.ts ISSUE_TYPES, the English the BFF sorts by). */
const ISSUE_TYPE_KEYS = ["issueTypes.0", "issueTypes.1", "issueTypes.2", "issueTypes.3", "issueTypes.4", "issueTypes.5"] as const;
/** "Tested on another device?": 0 is the unanswered "Select" (lib/ticket-labels.ts TESTED_CHOICES). */
const TESTED_KEYS = ["tested.0", "tested.1", "tested.2"] as const;
const STATUS_KEYS = { ACTIVE: "statusLabels.ACTIVE", CLOSED: "statusLabels.CLOSED" } as const;

/** An issue type's name; a type the spec does not list shows its number. */
export const issueTypeName = (type: number, t: Translate) => {
  const key = ISSUE_TYPE_KEYS[type];
  return key ? t(key) : t("otherType", { type });
};

/** "Tested on another device?" answered, or not. */
export const testedName = (tested: number, t: Translate) => (tested === 1 || tested === 2 ? t(TESTED_KEYS[tested]) : t("notAnswered"));

/** The status chip's word: ACTIVE or CLOSED (lib/ticket-labels.ts ticketStatus). */
export const statusName = (label: keyof typeof STATUS_KEYS, t: Translate) => t(STATUS_KEYS[label]);

export const issueTypeOptions = (t: Translate): SelectOption[] => ISSUE_TYPE_KEYS.map((key, value) => ({ value, label: t(key) }));

/** 0 "Select" stays unanswered: submitting it is refused with the spec's message. */
export const testedOptions = (t: Translate): SelectOption[] => TESTED_KEYS.map((key, value) => ({ value, label: t(key) }));

export const statusOptions = (t: Translate): SelectOption[] => [
  { value: ACTIVE, label: t("statusActive") },
  { value: CLOSED, label: t("statusResolved") },
];
