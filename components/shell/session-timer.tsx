"use client";
import { useEffect } from "react";

/** Leaves at the hour mark: an open tab signs itself out when the session's time is up. */
export function SessionTimer({ expiresAt }: { expiresAt: number }) {
  useEffect(() => {
    // A full navigation on purpose: /logout is a route handler that clears the cookie.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    const timer = setTimeout(() => window.location.assign("/logout"), Math.max(0, expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return null;
}
