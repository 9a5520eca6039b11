// The Reminders screen's line about the last run: the scheduler keeps figures, and the screen says
// them in the reader's language (no English left in Spanish or Arabic), or the error that stopped it.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import type { Translate } from "@/i18n/translator";
import { formatFor } from "@/hooks/use-format";
import { runDetail, runSummaryOf } from "@/features/reminders/model/run-summary";
import { lastRunText } from "@/features/reminders/model/run-text";
import ar from "@/messages/ar/reminders.json";
import en from "@/messages/en/reminders.json";
import es from "@/messages/es/reminders.json";

const translator = (locale: string, messages: object) =>
  createTranslator({ locale, messages: { reminders: messages }, namespace: "reminders" }) as unknown as Translate;
const asIs = (message: string) => message;
const run = (status: string, detail: string) => ({ localDate: "2030-01-02", status, detail, finishedAt: "2030-01-02T06:05:00.000Z" });

describe("runSummaryOf", () => {
  it("reads back what the scheduler stored, and nothing else", () => {
    expect(runSummaryOf(runDetail({ sent: 3, failed: 1, unknown: 0, owed: 1 }))).toEqual({
      sent: 3,
      failed: 1,
      unknown: 0,
      owed: 1,
      stopped: false,
      elsewhere: false,
    });
    expect(runSummaryOf("The upstream refused the stored password (x): enter it again on the Reminders screen.")).toBeUndefined();
    expect(runSummaryOf('{"sent":-1,"failed":0,"unknown":0}')).toBeUndefined();
    expect(runSummaryOf("{not json")).toBeUndefined();
  });
});

describe("lastRunText", () => {
  const format = formatFor("en");

  it("says in plain words what a finished run did", () => {
    const text = lastRunText(run("done", runDetail({ sent: 12, failed: 1, unknown: 1 })), translator("en", en), format, asIs);
    expect(text).toBe(
      "Reminders for 2030-01-02: finished (last update 2030-01-02 06:05 AM). 12 messages went out. One was refused and not delivered. " +
        "One got no answer: it may have arrived, so it is not sent again.",
    );
  });

  it("says what is still to come, and why a run stopped", () => {
    expect(lastRunText(run("retry", runDetail({ sent: 0, failed: 2, unknown: 0, owed: 2 })), translator("en", en), format, asIs)).toContain(
      "No message went out. 2 were refused and not delivered. 2 will be tried again shortly.",
    );
    expect(lastRunText(run("failed", "Server error, try again later"), translator("en", en), format, () => "translated")).toBe(
      "Reminders for 2030-01-02: stopped (last update 2030-01-02 06:05 AM). The reason: translated",
    );
  });

  it.each([
    ["es", es, "Salieron 12 mensajes."],
    ["ar", ar, "أُرسلت 12 رسالة."],
  ] as const)("in %s, with no English word of the summary left", (locale, messages, sent) => {
    const text = lastRunText(
      run("retry", runDetail({ sent: 12, failed: 1, unknown: 1, owed: 1, stopped: true })),
      translator(locale, messages),
      formatFor(locale),
      asIs,
    );
    expect(text).toContain(sent);
    expect(text).not.toMatch(/\b(sent|failed|unknown|message|try|again)\b/i);
  });
});
