// The recovery codes as a text file the browser saves (recovery-codes.txt): a title, what the
// codes are for, and the codes one a line.

export const RECOVERY_FILE_NAME = "recovery-codes.txt";

export function recoveryFileText(title: string, note: string, codes: readonly string[]): string {
  return [title, "", note, "", ...codes, ""].join("\r\n");
}

export function saveTextFile(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
