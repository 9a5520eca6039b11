import "server-only";
import type { Metadata } from "next";
import { getScreenTexts } from "@/i18n/screen-texts";
import { ROLES } from "@/lib/roles";
import { SCREEN_NEEDS } from "@/lib/screen-needs";
import { screenAt, SCREENS, type ScreenId } from "@/lib/screens";
import { requireRoute, type SessionData } from "@/lib/session";
import { isOffered } from "@/lib/upstream/offer";
import { NotOffered } from "./not-offered";

export type SearchParams = Record<string, string | string[] | undefined>;

/** What every screen component receives from its page. */
export type ScreenProps = {
  session: SessionData;
  /** The route being shown: the same screen serves several roles under different routes. */
  route: string;
  /** The screen's heading, from the registry. */
  title: string;
  searchParams: SearchParams;
};

type PageProps = { searchParams: Promise<SearchParams> };

function screenIdOf(route: string): ScreenId {
  const screen = ROLES.flatMap((role) => SCREENS[role]).find((s) => s.route === route);
  if (!screen) throw new Error(`No screen is registered at ${route} (lib/screens.ts)`);
  return screen.id;
}

/**
 * A page of the panel in three lines: `const screen = screenPage("/clients", ClientListScreen);`
 * then `export const generateMetadata = screen.generateMetadata; export default screen.Page;`.
 * The page checks the route for the session's role itself (never proxy.ts alone) and that the
 * backend offers what the screen needs (else it says so in one sentence), then renders
 * the screen with the session, the route, its registered title and the URL's query.
 */
export function screenPage(route: string, Screen: (props: ScreenProps) => React.ReactNode | Promise<React.ReactNode>) {
  const screenId = screenIdOf(route);
  async function Page({ searchParams }: PageProps) {
    const session = await requireRoute(route);
    // requireRoute let the role in, so the route is one of its screens.
    const id = screenAt(session.role, route)!.id;
    const need = SCREEN_NEEDS[id];
    // The registry's title in the reader's language.
    const title = (await getScreenTexts()).title(screenId);
    if (need && !(await isOffered(session.role, need))) return <NotOffered id={id} title={title} />;
    return <Screen session={session} route={route} title={title} searchParams={await searchParams} />;
  }
  // The tab names what the screen is about: "Update Client alice", "Update Ticket Status 42".
  async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
    const params = await searchParams;
    const title = (await getScreenTexts()).title(screenId);
    const about = [params.name, params.id].find((value): value is string => typeof value === "string" && value.trim() !== "");
    return { title: about ? `${title} ${about.trim().slice(0, 40)}` : title };
  }
  return { Page, generateMetadata };
}
