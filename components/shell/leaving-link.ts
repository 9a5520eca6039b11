// Which clicks leave the page through an in-app link: the menu, Logout, a list's links, a
// "back" link. Clicks that open another tab or window, download, go to another origin or stay on
// the same page (the skip link's #content) leave nothing behind and are not asked about.

/** The link this click follows away from the current page, or null. */
export function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const to = new URL(anchor.href);
  const here = window.location;
  if (to.origin !== here.origin) return null;
  return to.pathname === here.pathname && to.search === here.search ? null : anchor;
}
