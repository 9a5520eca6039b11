import { useTranslations } from "next-intl";

/** How one client's device shows the message (the template filled in for an example client). */
export function TemplatePreview({ text }: { text: string }) {
  const t = useTranslations("reminders");
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-sm font-medium text-slate-800">{t("preview")}</figcaption>
      <p
        data-testid="reminder-preview"
        dir="auto"
        aria-live="polite"
        className="whitespace-pre-line rounded border border-slate-300 bg-slate-50 px-3 py-2 text-sm"
      >
        {text || "—"}
      </p>
    </figure>
  );
}
