"use client";
import type { ReactNode } from "react";
import { signOutStarted } from "@/lib/browser/end-session";

/**
 * A plain link to /logout (prefetching it would sign the user out) that tells the tab it is
 * leaving on purpose, so a call answered 401 on the way out does not read as an ended session.
 */
export function SignOutLink({ className, children }: { className: string; children: ReactNode }) {
  return (
    <a href="/logout" className={className} onClick={signOutStarted}>
      {children}
    </a>
  );
}
