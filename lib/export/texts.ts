// The exports' words in the reader's language. The export runs in the browser, so the
// page loads the catalogue parts an export needs on its first click (never in the first load) and
// hands them to the worker with the language; the worker translates through use-intl's core.
import { createTranslator } from "use-intl/core";
import type { Locale } from "@/i18n/locales";
import type { Translate } from "@/i18n/translator";

/** The namespaces whose words a file may hold: its title and headers, audit actions and roles, reminder channels and outcomes. */
export const EXPORT_NAMESPACES = ["export", "audit", "reminders"] as const;
export type ExportNamespace = (typeof EXPORT_NAMESPACES)[number];
export type ExportMessages = Record<ExportNamespace, Record<string, unknown>>;

/** A namespace's `t` for the file being built. */
export type ExportTexts = (namespace: ExportNamespace) => Translate;

/** The export's catalogue parts in `locale`: one small chunk per language and namespace, loaded on demand. */
export async function loadExportMessages(locale: Locale): Promise<ExportMessages> {
  const parts = await Promise.all(
    EXPORT_NAMESPACES.map(async (namespace) => [namespace, (await import(`../../messages/${locale}/${namespace}.json`)).default] as const),
  );
  return Object.fromEntries(parts) as ExportMessages;
}

export function exportTexts(locale: Locale, messages: ExportMessages): ExportTexts {
  const translators = new Map<ExportNamespace, Translate>();
  return (namespace) => {
    let t = translators.get(namespace);
    if (!t) {
      t = remembered(createTranslator({ locale, messages, namespace }) as unknown as Translate);
      translators.set(namespace, t);
    }
    return t;
  };
}

/**
 * A word without values is the same every time: a table asks for "Yes" or "Active" once per row
 * (50,000 times in a large export), and use-intl resolves and formats the message on every call.
 */
function remembered(t: Translate): Translate {
  const words = new Map<string, string>();
  return (key, values) => {
    if (values !== undefined) return t(key, values);
    let word = words.get(key);
    if (word === undefined) words.set(key, (word = t(key)));
    return word;
  };
}
