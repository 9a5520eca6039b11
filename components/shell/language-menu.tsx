"use client";
import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { clsx } from "clsx";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { rememberLocale } from "@/i18n/choose-locale";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/i18n/locales";

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
 * page is rendered again by the server in that language, keeping what forms hold. A menu button
 * rather than a select: arrow keys move through the languages and only Enter (or a click) picks
 * one, and the focus comes back to the button. On a phone it shows the language's code only, so
 * the top bar keeps room for the title. Its texts come as props, so the sign-in page needs no
 * catalogue runtime for it.
 */
export function LanguageMenu({ label, locale, className }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const current = LOCALES.find((code) => code === locale) ?? LOCALES[0];

  function choose(next: Locale) {
    if (next === current) return;
    rememberLocale(next);
    startTransition(() => router.refresh());
  }

  return (
    <Menu>
      {/* Named by its text, so the name holds what is shown: "Language: English", on a phone "Language: EN". */}
      <MenuButton aria-busy={pending} className={clsx("inline-flex items-center gap-1 rounded border border-current/40 px-2 py-1 text-sm", className)}>
        <span className="sr-only">{`${label}: `}</span>
        <span lang={current} className="sm:hidden">
          {current.toUpperCase()}
        </span>
        <span lang={current} className="hidden sm:inline">
          {LOCALE_NAMES[current]}
        </span>
        <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M7 10l5 5 5-5z" />
        </svg>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-[70] mt-1 min-w-36 rounded border border-slate-200 bg-surface py-1 text-slate-900 shadow-lg focus:outline-none"
      >
        {LOCALES.map((code) => (
          <MenuItem key={code}>
            {/* Each language named in itself, marked so screen readers pronounce it right. */}
            <button
              type="button"
              lang={code}
              aria-current={code === current ? "true" : undefined}
              onClick={() => choose(code)}
              className="block w-full px-3 py-2 text-start text-sm data-focus:bg-slate-100 aria-[current=true]:font-semibold"
            >
              {LOCALE_NAMES[code]}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
