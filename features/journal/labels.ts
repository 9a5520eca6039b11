// A journal row's words, for the screen and the export alike: keys of namespace "audit",
// useTranslations("audit") on the screen.
import type { Translate } from "@/i18n/translator";
import { isJournalledOperation, REMOVED, type JournalRow } from "./list";

/** An operation's label; one the panel does not know shows as recorded. */
export const operationLabel = (operation: string, t: Translate) => (isJournalledOperation(operation) ? t(`journal.ops.${operation}`) : operation);

/** "Browser", "API key: shop", "Reminders: 3 days before expiry". */
export function howOf(row: Pick<JournalRow, "via" | "means">, t: Translate): string {
  const via = t(`journal.vias.${row.via}`);
  return row.means ? `${via}: ${row.means}` : via;
}

/** "Done", "Refused", "Outcome unknown", with "settled later" when it was. */
export function outcomeLabel(row: Pick<JournalRow, "outcome" | "settled">, t: Translate): string {
  const outcome = t(`journal.outcomes.${row.outcome}`);
  return row.settled ? `${outcome} (${t("journal.settled")})` : outcome;
}

const shown = (value: unknown, t: Translate) => (value === REMOVED ? t("journal.removed") : typeof value === "string" ? value : JSON.stringify(value));

/** The details line by line: the backend's message, the parameters, the address, the browser, the request. */
export function detailsOf(row: JournalRow, t: Translate): string[] {
  const lines: string[] = [];
  if (row.message) lines.push(`${t("journal.message")}: ${row.message}`);
  if (row.repeatOf !== undefined) lines.push(t("journal.repeatOf", { seq: row.repeatOf }));
  if (row.params && Object.keys(row.params).length > 0) {
    lines.push(
      `${t("journal.params")}: ${Object.entries(row.params)
        .map(([name, value]) => `${name}=${shown(value, t)}`)
        .join(", ")}`,
    );
  }
  if (row.address) lines.push(`${t("journal.address")}: ${row.address}`);
  if (row.userAgent) lines.push(`${t("journal.userAgent")}: ${row.userAgent}`);
  if (row.requestId) lines.push(`${t("journal.request")}: ${row.requestId}`);
  lines.push(`${t("journal.entry")}: ${row.seq}`);
  return lines;
}
