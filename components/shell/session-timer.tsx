"use client";
import { useEffect } from "react";

/** Leaves at the hour mark: an open tab signs itself out when the session's time is up. */
export function SessionTimer({ expiresAt }: { expiresAt: number }) {
  useEffect(() => {
    const timer = setTimeout(() => window.location.assign("/logout"), Math.max(0, expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return null;
}
