"use client";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * After a route change (a menu link, or a form that succeeded and went back to its list), focus
 * moves to the new page's heading, so a screen reader announces where the user now is and the
 * keyboard starts from the top of the content. Not on the first load: the browser's own order applies.
 */
export function useFocusHeadingOnNavigation(main: React.RefObject<HTMLElement | null>) {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = main.current?.querySelector<HTMLElement>("h2");
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: false });
  }, [pathname, main]);
}
