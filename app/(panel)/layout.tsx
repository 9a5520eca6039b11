import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { CatalogueErrorText } from "@/components/shell/catalogue-error-text";
import { AppShell } from "@/components/shell/app-shell";
import { SnackbarProvider } from "@/components/ui/snackbar";
import { getScreenTexts } from "@/i18n/screen-texts";
import { MENUS } from "@/lib/route-table";
import { getSession, remainingMs, SIGNED_OUT_ROUTE } from "@/lib/session";
import { SCREEN_NEEDS } from "@/lib/screen-needs";
import { screenAt } from "@/lib/screens";
import { getCredits, getTotal } from "@/lib/upstream/dashboard";
import { offeredTo } from "@/lib/upstream/offer";
import { OfferProvider } from "@/components/shell/offer-context";
import { OutcomeUnknownProvider } from "@/components/ui/outcome-unknown";

/** The tab says whose panel it is, as the top bar does: "Manage Clients · Admin Panel". */
export async function generateMetadata(): Promise<Metadata> {
  const session = await getSession();
  // The template serves the screens below this segment; the dashboard, in this very segment, sets its own.
  if (!session) return {};
  const texts = await getScreenTexts();
  return { title: { template: texts.documentTitle("%s", session.role), default: texts.panelName(session.role) } };
}

// The shell only displays the session; every page checks its own access (requireRoute).
export default async function PanelLayout({ children }: { children: React.ReactNode }) {
  const session = await getSession();
  if (!session) redirect(SIGNED_OUT_ROUTE);
  const isAdmin = session.role === "admin";
  const [offered, texts, t] = await Promise.all([offeredTo(session.role), getScreenTexts(), getTranslations("common")]);
  // The menu leaves out the screens whose calls the backend does not offer (their routes say so).
  const menu = MENUS[session.role]
    .filter((item) => {
      const screen = screenAt(session.role, item.href);
      const need = screen && SCREEN_NEEDS[screen.id];
      return !need || offered.includes(need);
    })
    .map((item) => ({ ...item, label: texts.menuLabel(item.label) }));
  // A failed figure must not take the whole shell down; the badge refreshes itself later.
  const [credits, activeTickets] = await Promise.all([
    isAdmin ? undefined : getCredits(session).catch(() => null),
    isAdmin && offered.includes("totals.activeTickets") ? getTotal(session, "totals.activeTickets").catch(() => undefined) : undefined,
  ]);
  // The panel's client components translate themselves (useTranslations): the active language's
  // catalogue comes with this segment, not with the root layout, so the sign-in page loads no
  // next-intl runtime (docs/i18n.md).
  return (
    <NextIntlClientProvider>
      <CatalogueErrorText>
        <SnackbarProvider closeLabel={t("closeMessage")}>
          <OutcomeUnknownProvider>
            <OfferProvider operations={offered}>
              <AppShell
                title={texts.panelName(session.role)}
                userName={session.name}
                menu={menu}
                credits={credits}
                activeTickets={activeTickets}
                sessionRemainingMs={remainingMs(session)}
              >
                {children}
              </AppShell>
            </OfferProvider>
          </OutcomeUnknownProvider>
        </SnackbarProvider>
      </CatalogueErrorText>
    </NextIntlClientProvider>
  );
}
