// What Message Clients sends and when Send refuses (accounts spec §2.5, §5). Pure, so the unit
// tests read the same rules the screen applies.
import type { Selection } from "@/lib/list/selection";
import type { QueryOf } from "@/lib/list/query";
import type { CLIENT_LIST } from "@/lib/lists";
import { MAX_RECIPIENTS, MESSAGE_MAX, MESSAGE_TEXTS, messageTextSchema, type Recipients } from "@/lib/schemas/messaging";

/** The selection as the BFF takes it: the chosen logins, or the tab and search whose every match was chosen. */
export function recipientsOf(selection: Selection, query: Pick<QueryOf<typeof CLIENT_LIST>, "tab" | "q">): Recipients {
  return selection.allMatching ? { kind: "matching", tab: query.tab, q: query.q } : { kind: "logins", logins: selection.ids };
}

/**
 * Why Send sends nothing, in the snackbar's words, or null when it may send. Over 300 characters
 * the spec's Send message differs from the field's own 'Message is too long'.
 */
export function sendRefusal(message: string, recipients: number): string | null {
  if (recipients === 0) return MESSAGE_TEXTS.noRecipients;
  if (recipients > MAX_RECIPIENTS) return MESSAGE_TEXTS.tooMany;
  if (message.trim().length > MESSAGE_MAX) return MESSAGE_TEXTS.reduce;
  const parsed = messageTextSchema.safeParse(message);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? MESSAGE_TEXTS.empty);
}
