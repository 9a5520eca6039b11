"use client";
import { clsx } from "clsx";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { rememberLocale } from "@/i18n/choose-locale";
import { isLocale, LOCALE_NAMES, LOCALES } from "@/i18n/locales";

type Props = {
  /** The menu's name ("Language") in the page's language. */
  label: string;
  /** The page's language, the one shown as chosen. */
  locale: string;
  /** Placement and colour only: joined to the menu's own classes. */
  className?: string;
};

/**
 * The language menu of the top bar and the sign-in page: the choice is kept in a cookie and the
 * page is rendered again by the server in that language, keeping what forms hold. Its texts come
 * as props, so the sign-in page needs no catalogue runtime for it.
 */
export function LanguageMenu({ label, locale, className }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <select
      aria-label={label}
      value={locale}
      disabled={pending}
      className={clsx("rounded border border-current/40 bg-transparent px-1 py-1 text-sm", className)}
      onChange={(event) => {
        const next = event.target.value;
        if (!isLocale(next)) return;
        rememberLocale(next);
        startTransition(() => router.refresh());
      }}
    >
      {LOCALES.map((code) => (
        // Each language named in itself, marked so screen readers pronounce it right.
        <option key={code} value={code} lang={code} className="text-slate-900">
          {LOCALE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}
