// Captures the panel's log lines (lib/log) instead of printing them, for tests that check what
// is logged. Lines below LOG_LEVEL (warn in the suite) are never written, so never captured.
import { setLogSinkForTests } from "@/lib/log";

export type LogLine = { level: string; msg: string; [key: string]: unknown };
export type CapturedLog = { lines: LogLine[]; text: string[]; restore(): void };

export function captureLog(): CapturedLog {
  const captured: CapturedLog = { lines: [], text: [], restore: () => setLogSinkForTests(undefined) };
  setLogSinkForTests({
    write(line: string) {
      captured.text.push(line);
      captured.lines.push(JSON.parse(line) as LogLine);
    },
  });
  return captured;
}
