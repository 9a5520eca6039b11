"use client";
import { useLocale, useTranslations } from "next-intl";
import { useRef } from "react";
import { SelectField } from "@/components/ui/select-field";
import { isLocale } from "@/i18n/locales";
import { formatCount } from "@/lib/format";

type Props = {
  amounts: readonly number[];
  value: number;
  onChange: (amount: number) => void;
};

/** Digits typed within this long of each other make one number. */
const TYPING_PAUSE_MS = 1000;

/**
 * The spec's credit amount dropdown (accounts spec §9), kept, and quick by keyboard: with the
 * select focused, typing digits ("250", "1500") picks that amount at once. The browser's own
 * type-ahead matches the labels' text, which "1,000" would not match for "1000".
 */
export function AmountSelect({ amounts, value, onChange }: Props) {
  const typed = useRef({ text: "", at: 0 });
  const t = useTranslations("accounts");
  const locale = useLocale();
  return (
    <SelectField
      label={t("update.amount")}
      placeholder={t("update.amountPlaceholder")}
      options={amounts.map((n) => ({ value: n, label: formatCount(n, isLocale(locale) ? locale : undefined) }))}
      value={value === 0 ? "" : String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      onKeyDown={(event) => {
        if (!/^\d$/.test(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        const text = event.timeStamp - typed.current.at < TYPING_PAUSE_MS ? typed.current.text + event.key : event.key;
        typed.current = { text, at: event.timeStamp };
        const amount = Number(text);
        if (amounts.includes(amount)) onChange(amount);
      }}
      hint={t("update.amountHint")}
      required
    />
  );
}
