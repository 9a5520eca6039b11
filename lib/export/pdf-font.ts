// The font an Arabic PDF needs. jsPDF's built-in fonts have no Arabic glyphs, so a
// file whose words are Arabic embeds DejaVu Sans (public/fonts, licence beside it). It is ~750 KB,
// so it is fetched only for such a file, in the export worker: never in a page's first load,
// never for an English or Spanish file of Latin text.
import type { Locale } from "@/i18n/locales";

/** Served from public/fonts; its licence is public/fonts/DejaVuSans-LICENSE.txt. */
export const ARABIC_FONT_URL = "/fonts/DejaVuSans.ttf";
/** The name the PDF knows the font by. */
export const ARABIC_FONT_NAME = "DejaVuSans";

/** Arabic, Arabic Supplement, Extended-A and the presentation forms. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

export function hasArabic(text: string): boolean {
  return ARABIC_SCRIPT.test(text);
}

/** An Arabic page's file, or any file with Arabic words in it (a description typed in Arabic on an English page). */
export function needsArabicFont(locale: Locale, texts: Iterable<string>): boolean {
  if (locale === "ar") return true;
  for (const text of texts) if (hasArabic(text)) return true;
  return false;
}

/** The font file's bytes, as jsPDF's virtual file system takes them: a binary string. */
export async function loadArabicFont(load: (url: string) => Promise<Response> = fetch): Promise<string> {
  const response = await load(ARABIC_FONT_URL);
  if (!response.ok) throw new Error("The file could not be created");
  return binaryString(new Uint8Array(await response.arrayBuffer()));
}

export function binaryString(bytes: Uint8Array): string {
  // In chunks: String.fromCharCode over 750 KB at once overflows the argument stack.
  let text = "";
  for (let start = 0; start < bytes.length; start += 0x8000) text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return text;
}
