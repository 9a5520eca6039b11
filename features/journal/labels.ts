// A journal row's words, for the screen and the export alike: keys of namespace "audit",
// useTranslations("audit") on the screen.
import type { Translate } from "@/i18n/translator";
import { formatTimestamp } from "@/lib/format";
import { CHANGE_FIELDS, isJournalledOperation, REMOVED, type JournalRow } from "./list";

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

const fieldLabel = (field: string, t: Translate) => ((CHANGE_FIELDS as readonly string[]).includes(field) ? t(`journal.fields.${field}`) : field);

function valueText(value: unknown, t: Translate): string {
  if (value === "" || value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return t("journal.none");
  if (typeof value === "boolean") return t(value ? "journal.yes" : "journal.no");
  return Array.isArray(value) ? value.join(", ") : String(value);
}

/** An edit's changes, a line each ("Description: old → new", "Password: changed"); none for a write that is not a compared edit. */
export function changeLines(row: Pick<JournalRow, "changes">, t: Translate): string[] {
  if (!row.changes) return [];
  if (row.changes.length === 0) return [t("journal.noChange")];
  return row.changes.map((change) =>
    "before" in change || "after" in change
      ? t("journal.change", { field: fieldLabel(change.field, t), before: valueText(change.before, t), after: valueText(change.after, t) })
      : t("journal.secretChanged", { field: fieldLabel(change.field, t) }),
  );
}

/** The details line by line: the backend's message, what an edit changed, the parameters, the address, the browser, the request. */
export function detailsOf(row: JournalRow, t: Translate): string[] {
  const lines: string[] = [];
  if (row.message) lines.push(`${t("journal.message")}: ${row.message}`);
  if (row.repeatOf !== undefined) lines.push(t("journal.repeatOf", { seq: row.repeatOf }));
  const changes = changeLines(row, t);
  if (changes.length > 0) {
    lines.push(`${t("journal.changes")}: ${changes.join("; ")}`);
    if (row.shownAt) lines.push(t("journal.changesRead", { time: formatTimestamp(row.shownAt) }));
  }
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
