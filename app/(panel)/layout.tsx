import { redirect } from "next/navigation";
import { AppShell } from "@/components/shell/app-shell";
import { SnackbarProvider } from "@/components/ui/snackbar";
import { LOGIN_ROUTE, MENUS, ROLE_INFO } from "@/lib/roles";
import { getSession, remainingMs } from "@/lib/session";
import { getCredits, getTotal } from "@/lib/upstream/dashboard";

// The shell only displays the session; every page checks its own access (requireRoute).
export default async function PanelLayout({ children }: { children: React.ReactNode }) {
  const session = await getSession();
  if (!session) redirect(LOGIN_ROUTE);
  const isAdmin = session.role === "admin";
  // A failed figure must not take the whole shell down; the badge refreshes itself later.
  const [credits, activeTickets] = await Promise.all([
    isAdmin ? undefined : getCredits(session).catch(() => null),
    isAdmin ? getTotal(session, "totals.activeTickets").catch(() => undefined) : undefined,
  ]);
  return (
    <SnackbarProvider>
      <AppShell
        title={`${ROLE_INFO[session.role].label} Panel`}
        userName={session.name}
        menu={MENUS[session.role]}
        credits={credits}
        activeTickets={activeTickets}
        sessionRemainingMs={remainingMs(session)}
      >
        {children}
      </AppShell>
    </SnackbarProvider>
  );
}
