import { useTranslations } from "next-intl";
import type { PreviewMessage } from "@/features/reminders/model/preview";

/**
 * How the message would reach the account's real clients today (up to three, the rules applied as
 * the scheduler applies them), or why no one is shown.
 */
export function TemplatePreview({ messages }: { messages: PreviewMessage[] | null }) {
  const t = useTranslations("reminders");
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-sm font-medium text-slate-800">{t("preview")}</figcaption>
      <div data-testid="reminder-preview" aria-live="polite" className="flex flex-col gap-2">
        {messages === null && <p className="text-sm text-slate-700">{t("previewUnavailable")}</p>}
        {messages?.length === 0 && <p className="text-sm text-slate-700">{t("previewNone")}</p>}
        {messages?.map((m) => (
          <div key={m.client} className="rounded border border-slate-300 bg-slate-50 px-3 py-2 text-sm">
            <p className="font-medium" dir="auto">
              {t("previewTo", { client: m.client })}
            </p>
            <p dir="auto" className="whitespace-pre-line">
              {m.text}
            </p>
          </div>
        ))}
      </div>
    </figure>
  );
}
