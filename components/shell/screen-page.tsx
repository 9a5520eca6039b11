import "server-only";
import type { Metadata } from "next";
import { ROLES } from "@/lib/roles";
import { SCREENS } from "@/lib/screens";
import { requireRoute, type SessionData } from "@/lib/session";

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

function titleOf(route: string): string {
  const screen = ROLES.flatMap((role) => SCREENS[role]).find((s) => s.route === route);
  if (!screen) throw new Error(`No screen is registered at ${route} (lib/screens.ts)`);
  return screen.title;
}

/**
 * A page of the panel in one line: `export default screenPage("/clients", ClientListScreen).Page`.
 * The page checks the route for the session's role itself (never proxy.ts alone), then renders
 * the screen with the session, the route, its registered title and the URL's query.
 */
export function screenPage(route: string, Screen: (props: ScreenProps) => React.ReactNode | Promise<React.ReactNode>) {
  const title = titleOf(route);
  async function Page({ searchParams }: PageProps) {
    const session = await requireRoute(route);
    return <Screen session={session} route={route} title={title} searchParams={await searchParams} />;
  }
  const metadata: Metadata = { title };
  return { Page, metadata };
}
