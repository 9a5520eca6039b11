// The reference upstream's log: one JSON object a line on stdout ({"level":"info","time":"…",
// "msg":"…"}), the same shape as the panel's, so one collector reads both. pino writes each line
// synchronously: the upstream logs little (its start, its stop, failures), and a line must not be
// lost when the process exits right after it.
import pino, { type DestinationStream, type Logger } from "pino";

type Sink = { write(line: string): unknown };

const holder = globalThis as { upstreamLogSink?: Sink };

/** Tests capture the upstream's lines with this; undefined restores stdout. */
export function setUpstreamLogSinkForTests(sink: Sink | undefined): void {
  holder.upstreamLogSink = sink;
}

const stdout = pino.destination({ dest: 1, sync: true });

export const log: Logger = pino({ base: undefined, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } }, {
  write: (line: string) => (holder.upstreamLogSink ?? stdout).write(line),
} as DestinationStream);
