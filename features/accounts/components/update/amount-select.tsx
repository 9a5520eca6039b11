"use client";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
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

/** The hint's example: an amount the list offers, typed with more than one digit. */
const exampleOf = (amounts: readonly number[]) => amounts.find((n) => n >= 100) ?? amounts[amounts.length - 1] ?? 0;

/**
 * The spec's credit amount dropdown (accounts spec §9), kept, and quick by keyboard: with the
 * select focused, typing digits ("500", "1500") picks that amount at once. The browser's own
 * type-ahead matches the labels' text, which "1,000" would not match for "1000". Digits that
 * become no amount on the list ("250" after 25 was picked) clear the choice and say so, rather
 * than leave the shorter amount chosen.
 */
export function AmountSelect({ amounts, value, onChange }: Props) {
  const typed = useRef({ text: "", at: 0 });
  const [notOffered, setNotOffered] = useState<string | null>(null);
  const t = useTranslations("accounts");
  const locale = useLocale();
  const shown = (n: number) => formatCount(n, isLocale(locale) ? locale : undefined);
  return (
    <SelectField
      label={t("update.amount")}
      placeholder={t("update.amountPlaceholder")}
      options={amounts.map((n) => ({ value: n, label: shown(n) }))}
      value={value === 0 ? "" : String(value)}
      onChange={(event) => {
        setNotOffered(null);
        onChange(Number(event.target.value));
      }}
      onKeyDown={(event) => {
        if (!/^\d$/.test(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        const text = event.timeStamp - typed.current.at < TYPING_PAUSE_MS ? typed.current.text + event.key : event.key;
        typed.current = { text, at: event.timeStamp };
        const amount = Number(text);
        if (amounts.includes(amount)) {
          setNotOffered(null);
          onChange(amount);
        } else {
          // Not an amount (yet): nothing stays chosen; said at once when no amount starts so.
          setNotOffered(amounts.some((n) => String(n).startsWith(text)) ? null : text);
          onChange(0);
        }
      }}
      error={notOffered === null ? undefined : t("update.amountNotOffered", { amount: notOffered })}
      hint={t("update.amountHint", { example: shown(exampleOf(amounts)) })}
      required
    />
  );
}
