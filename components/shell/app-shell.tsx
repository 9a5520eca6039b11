"use client";
import { useState } from "react";
import type { MenuItem } from "@/lib/roles";
import { CreditsBadge } from "./credits-badge";
import { NavDrawer } from "./nav-drawer";
import { SessionTimer } from "./session-timer";

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
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className="min-h-dvh">
      <SessionTimer remainingMs={sessionRemainingMs} />
      <header className="fixed inset-x-0 top-0 z-50 flex h-16 items-center gap-3 bg-primary px-4 text-white shadow">
        <button
          type="button"
          className="rounded p-2 hover:bg-white/15 md:hidden"
          aria-label={drawerOpen ? "Close menu" : "Open menu"}
          aria-expanded={drawerOpen}
          aria-controls="nav-drawer"
          onClick={() => setDrawerOpen((open) => !open)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
            <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
          </svg>
        </button>
        <h1 className="min-w-0 flex-1 truncate text-base font-semibold sm:text-xl">{title}</h1>
        {credits !== undefined && <CreditsBadge initial={credits} />}
      </header>
      <NavDrawer menu={menu} userName={userName} activeTickets={activeTickets} open={drawerOpen} onNavigate={() => setDrawerOpen(false)} />
      <main className="px-2 pb-24 pt-20 sm:px-6 md:ml-drawer">{children}</main>
    </div>
  );
}
