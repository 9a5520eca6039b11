"use client";
import { useCallback, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { MenuItem } from "@/lib/route-table";
import { CreditsBadge } from "./credits-badge";
import { LanguageMenu } from "./language-menu";
import { NavDrawer } from "./nav-drawer";
import { RestoredChangesNotice } from "./restored-changes-notice";
import { SessionTimer } from "./session-timer";
import { UnsavedChangesProvider } from "./unsaved-changes-provider";
import { useFocusHeadingOnNavigation } from "./use-focus-heading";

type Props = {
  title: string;
  userName: string;
  menu: readonly MenuItem[];
  /** Undefined for the admin, whose balance is unlimited and who has no badge. */
  credits?: number | null;
  activeTickets?: number;
  /** Milliseconds left in the session when the server rendered the shell. */
  sessionRemainingMs: number;
  children: React.ReactNode;
};

export function AppShell({ title, userName, menu, credits, activeTickets, sessionRemainingMs, children }: Props) {
  const t = useTranslations("shell");
  const tCommon = useTranslations("common");
  const locale = useLocale();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(main);

  const closeDrawer = useCallback(({ returnFocus }: { returnFocus: boolean }) => {
    setDrawerOpen(false);
    if (returnFocus) menuButton.current?.focus();
  }, []);

  return (
    <UnsavedChangesProvider userName={userName}>
      <div className="min-h-dvh">
        <a
          href="#content"
          className="sr-only z-[60] rounded bg-surface px-4 py-2 font-semibold text-primary focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
        >
          {t("skipToContent")}
        </a>
        <header className="fixed inset-x-0 top-0 z-50 flex h-16 items-center gap-2 bg-appbar px-2 text-on-appbar shadow print:hidden sm:gap-3 sm:px-4">
          <button
            ref={menuButton}
            type="button"
            className="rounded p-2 hover:bg-white/15 focus-visible:outline-on-appbar md:hidden"
            aria-label={drawerOpen ? t("closeMenu") : t("openMenu")}
            aria-expanded={drawerOpen}
            aria-controls="nav-drawer"
            onClick={() => setDrawerOpen((open) => !open)}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
              <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
            </svg>
          </button>
          {/* Wraps rather than truncates: 'Super Reseller Panel' beside the badge must stay whole on a 390 px phone. */}
          <h1 className="min-w-0 flex-1 text-sm leading-tight font-semibold sm:text-xl">{title}</h1>
          <LanguageMenu label={tCommon("language")} locale={locale} className="focus-visible:outline-on-appbar" />
          <SessionTimer remainingMs={sessionRemainingMs} />
          {credits !== undefined && <CreditsBadge initial={credits} />}
        </header>
        <NavDrawer menu={menu} userName={userName} activeTickets={activeTickets} open={drawerOpen} onClose={closeDrawer} />
        {/* While the phone drawer is open the dimmed page takes no focus and no clicks. */}
        <main id="content" ref={main} tabIndex={-1} inert={drawerOpen} className="px-2 pb-24 pt-20 outline-none sm:px-6 md:ms-drawer print:m-0 print:p-0">
          <RestoredChangesNotice />
          {children}
        </main>
      </div>
    </UnsavedChangesProvider>
  );
}
