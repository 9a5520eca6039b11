"use client";
import { useEffect, useState } from "react";

/**
 * Gives the focus back to what opened a dialog once it closes (Escape, Close or its work done).
 * Headless UI's own return is lost when the dialog is mounted for one opening (a row's Renew or
 * Delete) and unmounted on close: the focus then fell to the page's body. The opener is what had
 * the focus when the dialog first rendered; it gets it back only if nothing else took it meanwhile
 * and it is still on the page (a deleted row's button is not).
 */
export function useReturnFocus(open: boolean) {
  const [opener, setOpener] = useState<Element | null>(() => (open ? activeElement() : null));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // Adjusted while rendering, before the dialog moves the focus into itself.
    setWasOpen(open);
    setOpener(open ? activeElement() : null);
  }

  useEffect(() => {
    if (!open || !(opener instanceof HTMLElement)) return;
    return () => {
      // After the dialog's own clean-up and Headless UI's attempt, which run in the same turn.
      window.setTimeout(() => {
        const now = document.activeElement;
        if ((now === null || now === document.body) && opener.isConnected) opener.focus();
      }, 0);
    };
  }, [open, opener]);
}

function activeElement(): Element | null {
  return typeof document === "undefined" ? null : document.activeElement;
}
