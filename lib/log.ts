import "server-only";
import pino, { type DestinationStream, type Logger } from "pino";
import pretty from "pino-pretty";
import { currentRequestId } from "./request-context";
import { logLevelSetting } from "./settings";

// The panel's server log: one JSON object a line ({"level":"info","time":"…","msg":"…", …}) on
// stdout, for whatever collects the process's output; readable lines in development
// (`npm run dev`). Secrets are removed by key at any depth before a line is written: a token, a
// password or a session seal must never reach a log, whoever passes one in by mistake.

/** Keys whose values are replaced by "[redacted]" (compared lower-case). */
export const REDACTED_KEYS = [
  "token",
  "password",
  "login_password",
  "new_password",
  "authorization",
  "cookie",
  "set-cookie",
  "seal",
  "session_password",
  "sessionpassword",
  "captcha",
  "g_recaptcha_response",
];
const REDACTED = new Set(REDACTED_KEYS);
const MAX_DEPTH = 8;

/** A copy of `value` without the secrets' values; Errors are kept (pino's serializer reads them). */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== "object" || value instanceof Error) return value;
  if (depth >= MAX_DEPTH) return "[too deep]";
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = REDACTED.has(key.toLowerCase()) ? "[redacted]" : redact(item, depth + 1);
  }
  return copy;
}

type Sink = { write(line: string): unknown };

/** A logger writing to `sink`: the panel's one below, and tests' own. */
export function createLogger(sink: Sink, level: string = logLevelSetting()): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      // Every line written while serving a BFF request names it, so its lines can be found together.
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => redact(object) as Record<string, unknown>,
      },
    },
    sink as DestinationStream,
  );
}

// The pretty printer runs in this thread (sync), not as pino's worker transport, which Next's
// bundling of the server cannot load. In production the lines go out asynchronously: a BFF
// request writes two (the upstream call and the access line), and one write system call each
// was a measurable share of a request's CPU; asynchronously, the lines that arrive while a
// write is under way go out together in the next one. No line waits for more to come (no
// minimum length), and pino writes what is left synchronously when the process exits.
const standard: Sink =
  process.env.NODE_ENV === "development"
    ? pretty({ sync: true, colorize: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" })
    : pino.destination({ dest: 1, sync: false });

const store = globalThis as { panelLogSink?: Sink };

/** Tests capture the panel's log lines with this; undefined restores stdout. */
export function setLogSinkForTests(sink: Sink | undefined): void {
  store.panelLogSink = sink;
}

export const log: Logger = createLogger({ write: (line) => (store.panelLogSink ?? standard).write(line) });
