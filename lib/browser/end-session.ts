// The one way an open tab leaves when its session ends, at the hour or on a 401 from the BFF:
// what must outlive the session is kept first, then the tab signs out, and the sign-in page says
// why and returns the user to where they were (lib/return-path.ts checks that place).
import { RETURN_PATH_KEY, SESSION_ENDED_FLAG } from "@/lib/session/messages";

const keepers = new Set<() => void>();
// Set when the user signs out from this tab: a background call (the credits' refresh on focus)
// answered 401 by the sign-out under way is no ended session, and must not make the sign-in page
// say the session ended or return the user to the page they chose to leave. The tab still leaves
// for /logout (which may run twice): a sign-out that never went (stopped, or overtaken by another
// navigation) must not leave a tab that no longer follows its session.
let signingOut = false;

/** The sign-out links' click (components/shell/sign-out-link.tsx): the tab is leaving on purpose. */
export function signOutStarted(): void {
  signingOut = true;
  // Back to this page from the browser's cache (Back after signing out): the tab is here again.
  window.addEventListener("pageshow", () => (signingOut = false), { once: true });
}

/** Runs `keep` just before the tab signs out (e.g. stash a form's unsaved input); returns the undo. */
export function beforeSessionEnd(keep: () => void): () => void {
  keepers.add(keep);
  return () => keepers.delete(keep);
}

export function endSessionInTab(): void {
  if (!signingOut) {
    for (const keep of keepers) keep();
    sessionStorage.setItem(SESSION_ENDED_FLAG, "1");
    sessionStorage.setItem(RETURN_PATH_KEY, window.location.pathname + window.location.search);
  }
  // A full navigation on purpose: /logout is a route handler that clears the cookie.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign("/logout");
}
