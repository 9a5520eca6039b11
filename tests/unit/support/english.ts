// The English catalogue's `t` for a namespace: unit tests of lib/ functions that take a translator
// check the spec's exact English through it.
import { createTranslator } from "next-intl";
import type { ExportTexts } from "@/lib/export/texts";
import type { Translate } from "@/i18n/translator";

export async function english(namespace: string): Promise<Translate> {
  const messages = (await import(`../../../messages/en/${namespace}.json`)).default;
  const t = createTranslator({ locale: "en", messages: { [namespace]: messages }, namespace });
  return t as unknown as Translate;
}

/** The English words of an export (lib/export/texts.ts), as the worker gets them on an English page. */
export async function englishExportTexts(): Promise<ExportTexts> {
  const { exportTexts, loadExportMessages } = await import("@/lib/export/texts");
  return exportTexts("en", await loadExportMessages("en"));
}
