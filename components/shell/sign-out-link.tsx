"use client";
import type { MouseEvent, ReactNode } from "react";
import { signOutStarted } from "@/lib/browser/end-session";

/**
 * A plain link to /logout (prefetching it would sign the user out) that tells the tab it is
 * leaving on purpose, so a call answered 401 on the way out does not read as an ended session.
 */
export function SignOutLink({ className, children }: { className: string; children: ReactNode }) {
  // Only a plain click leaves this tab: with a modifier the sign-out opens in another tab or
  // window, and this one must still leave for sign-in on its next 401.
  const onClick = (event: MouseEvent) => {
    if (event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey) signOutStarted();
  };
  return (
    <a href="/logout" className={className} onClick={onClick}>
      {children}
    </a>
  );
}
