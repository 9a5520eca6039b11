// The recovery codes as a text file the browser saves (recovery-codes.txt): a title, what the
// codes are for, and the codes one a line.

import { saveFile } from "@/lib/browser/save-file";

export const RECOVERY_FILE_NAME = "recovery-codes.txt";

export function recoveryFileText(title: string, note: string, codes: readonly string[]): string {
  return [title, "", note, "", ...codes, ""].join("\r\n");
}

export function saveTextFile(text: string, fileName: string) {
  saveFile(new Blob([text], { type: "text/plain;charset=utf-8" }), fileName);
}
