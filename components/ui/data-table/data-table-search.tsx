"use client";
import { useEffect, useEffectEvent, useId, useState } from "react";
import { useTranslations } from "next-intl";
import { FieldMessage } from "@/components/ui/field-message";
import { cn } from "@/lib/cn";

type Props = {
  /** The search as the URL has it now. */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onSearch: (text: string) => void;
  label?: string;
  placeholder?: string;
  debounceMs?: number;
  maxLength?: number;
  /** The box's width from sm up, in place of sm:w-72: e.g. "sm:w-40" for a short value such as a login. */
  inputWidth?: string;
  /** The message for text that must not be sent (it stays in the box, shown as invalid), or undefined. */
  validate?: (text: string) => string | undefined;
};

/** A search box that follows the URL and sends its text after a pause in typing. */
export function DataTableSearch({ value, onSearch, label, placeholder, debounceMs = 300, maxLength = 100, validate, inputWidth = "sm:w-72" }: Props) {
  const t = useTranslations("table");
  const id = useId();
  const messageId = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState(value);
  // A URL value this box did not send came from elsewhere (back button, a tab link): it replaces
  // the text. The echo of our own search must not, or letters typed meanwhile would be lost.
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) {
      setSent(value);
      setText(value);
    }
  }

  const search = useEffectEvent((trimmed: string) => {
    setSent(trimmed);
    onSearch(trimmed);
  });

  const issue = validate?.(text.trim());
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === sent || issue) return;
    const timer = setTimeout(() => search(trimmed), debounceMs);
    return () => clearTimeout(timer);
  }, [text, sent, debounceMs, issue]);

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label ?? t("search")}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        aria-invalid={issue ? true : undefined}
        aria-describedby={issue ? messageId : undefined}
        onChange={(event) => setText(event.target.value)}
        className={cn(
          "w-full min-w-0 rounded border border-slate-300 bg-surface px-3 py-2 text-base outline-none focus:border-primary focus:ring-2 focus:ring-primary/30",
          inputWidth,
        )}
      />
      {validate && <FieldMessage id={messageId} error={issue} />}
    </div>
  );
}
