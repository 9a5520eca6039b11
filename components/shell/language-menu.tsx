"use client";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { rememberLocale } from "@/i18n/choose-locale";
import { isLocale, LOCALE_NAMES, LOCALES } from "@/i18n/locales";
import { cn } from "@/lib/cn";

/**
 * The language menu of the top bar and the sign-in page: the choice is kept in a cookie and the
 * page is rendered again by the server in that language, keeping what forms hold.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const t = useTranslations("common");
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <select
      aria-label={t("language")}
      value={locale}
      disabled={pending}
      className={cn("rounded border border-current/40 bg-transparent px-1 py-1 text-sm", className)}
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
