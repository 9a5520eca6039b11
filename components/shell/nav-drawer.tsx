"use client";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import { IntentLink } from "@/components/ui/intent-link";
import { SignOutLink } from "./sign-out-link";
import type { MenuItem } from "@/lib/route-table";

type Props = {
  menu: readonly MenuItem[];
  userName: string;
  activeTickets?: number;
  open: boolean;
  /** Escape returns the focus to the menu button; following a link or the backdrop does not need to. */
  onClose: (options: { returnFocus: boolean }) => void;
};

const FOCUSABLE = "a[href], button:not([disabled])";

/**
 * 240 px: permanent from md up, a toggled overlay below. Closed below md it is also invisible,
 * which takes its links out of the tab order and the accessibility tree. Open, it is modal:
 * focus moves into it and Tab cycles inside it (the dimmed page is inert, app-shell.tsx), and
 * Escape closes it, returning the focus to the menu button.
 */
export function NavDrawer({ menu, userName, activeTickets, open, onClose }: Props) {
  const t = useTranslations("shell");
  const pathname = usePathname();
  const onNavigate = () => onClose({ returnFocus: false });
  const aside = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const items = () => [...(aside.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    // Into the drawer once it is visible (its visibility turns on with this render).
    const first = requestAnimationFrame(() => items()[0]?.focus());
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        onClose({ returnFocus: true });
        return;
      }
      if (event.key !== "Tab") return;
      const all = items();
      if (all.length === 0) return;
      const index = all.indexOf(document.activeElement as HTMLElement);
      // From the last item forward, or the first back (or from outside the drawer): wrap around.
      if (event.shiftKey && index <= 0) {
        event.preventDefault();
        all[all.length - 1].focus();
      } else if (!event.shiftKey && (index === -1 || index === all.length - 1)) {
        event.preventDefault();
        all[0].focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      cancelAnimationFrame(first);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, onClose]);
  return (
    <>
      {open && <div className="fixed inset-0 z-30 bg-black/40 md:hidden" onClick={onNavigate} aria-hidden="true" />}
      <aside
        ref={aside}
        id="nav-drawer"
        className={cn(
          "fixed inset-y-0 start-0 z-40 flex w-drawer flex-col border-e border-slate-200 bg-surface pt-16 md:visible md:translate-x-0 md:rtl:translate-x-0 print:hidden",
          // Opening shows it at once (so focus can move in) and slides it in; closing slides it out, then hides it.
          open ? "visible translate-x-0 transition-[translate]" : "invisible -translate-x-full transition-[translate,visibility] rtl:translate-x-full",
        )}
      >
        <nav aria-label={t("mainNavigation")} className="flex-1 overflow-y-auto py-2">
          <ul>
            {menu.map((item) => {
              const active = pathname === item.href;
              return (
                <li key={item.href}>
                  <IntentLink
                    href={item.href}
                    onClick={onNavigate}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "flex items-center justify-between px-5 py-2.5 text-sm hover:bg-slate-100",
                      active ? "bg-primary/10 font-semibold text-primary" : "text-slate-700",
                    )}
                  >
                    <span>{item.label}</span>
                    {item.badge === "activeTickets" && activeTickets !== undefined && (
                      <span
                        className="rounded-full bg-danger px-2 py-0.5 text-xs font-bold text-white"
                        aria-label={t("activeTickets", { count: activeTickets, n: String(activeTickets) })}
                      >
                        {activeTickets}
                      </span>
                    )}
                  </IntentLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <SignOutLink className="flex items-center gap-2 border-t border-slate-200 px-5 py-3 text-sm text-slate-700 hover:bg-slate-100">
          <span className="font-semibold">{t("logout")}</span>
          <span className="truncate text-slate-600">{userName}</span>
        </SignOutLink>
      </aside>
    </>
  );
}
