"use client";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { UnsavedChangesContext, type GuardedForm } from "@/hooks/use-unsaved-changes";
import { beforeSessionEnd } from "@/lib/browser/end-session";
import { dropStashUnlessFor, takeFromStash, writeStash } from "@/lib/unsaved/stash";
import { leavingLink } from "./leaving-link";

// Shown only when a link would drop unsaved input: loaded then, out of every page's first load.
const ConfirmDialog = dynamic(() => import("@/components/ui/confirm-dialog").then((m) => m.ConfirmDialog), { ssr: false });

type Entry = { form: GuardedForm; key: string; released: boolean };

const here = () => window.location.pathname + window.location.search;

/**
 * Unsaved input is never thrown away silently. While a form of the page is dirty, an in-app link
 * asks first (Stay / Leave), and closing or reloading the tab gets the browser's own prompt. When
 * the session ends, the forms' non-secret input is stashed and put back once the same user signs
 * in again on the same page.
 */
export function UnsavedChangesProvider({ userName, children }: { userName: string; children: React.ReactNode }) {
  const t = useTranslations("shell");
  const pathname = usePathname();
  const forms = useRef(new Set<Entry>());
  const [leavingBy, setLeavingBy] = useState<HTMLAnchorElement | null>(null);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);

  const hasUnsaved = useCallback(() => [...forms.current].some((entry) => !entry.released && entry.form.isDirty()), []);
  const release = useCallback(() => forms.current.forEach((entry) => (entry.released = true)), []);

  const register = useCallback(
    (form: GuardedForm) => {
      // Forms alike on one page (Renew and Retrieve) are told apart by their order, which a reload keeps.
      const alike = [...forms.current].filter((entry) => entry.form.shape === form.shape).length;
      const entry: Entry = { form, key: `${form.shape}#${alike}`, released: false };
      forms.current.add(entry);
      const stashed = takeFromStash(sessionStorage, userName, here(), entry.key);
      if (stashed) {
        form.restore(stashed);
        setRestoredAt(window.location.pathname);
      }
      return () => void forms.current.delete(entry);
    },
    [userName],
  );

  useEffect(() => dropStashUnlessFor(sessionStorage, userName, pathname), [userName, pathname]);

  useEffect(
    () =>
      beforeSessionEnd(() => {
        const unsaved = [...forms.current].filter((entry) => entry.form.isDirty()).map((entry) => [entry.key, entry.form.unsaved()]);
        writeStash(sessionStorage, { user: userName, path: here(), forms: Object.fromEntries(unsaved) });
        release();
      }),
    [userName, release],
  );

  useEffect(() => {
    // On window, in the capture phase: before Next's <Link> (whose handlers React runs from the document) sees the click.
    const onClick = (event: MouseEvent) => {
      const link = leavingLink(event);
      if (!link || !hasUnsaved()) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingBy(link);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsaved()) return;
      event.preventDefault();
      // The older way to ask for the prompt, still what some browsers go by.
      event.returnValue = "";
    };
    window.addEventListener("click", onClick, true);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [hasUnsaved]);

  function leave() {
    const link = leavingBy;
    setLeavingBy(null);
    release();
    // The same link again, now let through: a <Link> navigates in the app, a plain link loads the page.
    if (link?.isConnected) link.click();
    else if (link) window.location.assign(link.href);
  }

  const api = useMemo(() => ({ register, release, restoredAt }), [register, release, restoredAt]);
  return (
    <UnsavedChangesContext.Provider value={api}>
      {children}
      {leavingBy !== null && (
        <ConfirmDialog
          open
          title={t("leaveTitle")}
          message={t("leaveMessage")}
          confirmLabel={t("leave")}
          cancelLabel={t("stay")}
          onConfirm={leave}
          onClose={() => setLeavingBy(null)}
        />
      )}
    </UnsavedChangesContext.Provider>
  );
}
