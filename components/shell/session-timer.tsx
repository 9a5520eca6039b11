"use client";
import { useEffect } from "react";

/**
 * Leaves at the hour mark: an open tab signs itself out when the session's time is up. It is
 * given the time left rather than the expiry instant, so a browser clock that is off does not
 * matter.
 */
export function SessionTimer({ remainingMs }: { remainingMs: number }) {
  useEffect(() => {
    // A full navigation on purpose: /logout is a route handler that clears the cookie.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    const timer = setTimeout(() => window.location.assign("/logout"), Math.max(0, remainingMs));
    return () => clearTimeout(timer);
  }, [remainingMs]);
  return null;
}
