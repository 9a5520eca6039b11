"use client";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

function focusHeading(heading: HTMLElement) {
  heading.tabIndex = -1;
  heading.focus({ preventScroll: false });
}

/**
 * After a route change (a menu link, or a form that succeeded and went back to its list), focus
 * moves to the new page's heading, so a screen reader announces where the user now is and the
 * keyboard starts from the top of the content. Not on the first load: the browser's own order applies.
 *
 * The new path is committed while the page may still be loading (app/(panel)/loading.tsx shows a
 * skeleton without a heading), so when the heading is not there yet it is focused as it arrives.
 */
export function useFocusHeadingOnNavigation(main: React.RefObject<HTMLElement | null>) {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = main.current;
    if (!root) return;
    const heading = root.querySelector<HTMLElement>("h2");
    if (heading) {
      focusHeading(heading);
      return;
    }
    const observer = new MutationObserver(() => {
      const arrived = root.querySelector<HTMLElement>("h2");
      if (!arrived) return;
      observer.disconnect();
      // Someone already moved on inside the new page (typing into a field): leave the focus there.
      if (document.activeElement === document.body || document.activeElement === root || !root.contains(document.activeElement)) focusHeading(arrived);
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname, main]);
}
