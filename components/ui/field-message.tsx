import { clsx } from "clsx";
import { useErrorText } from "@/hooks/use-error-text";

// The parts below never set the same property twice, so they are joined (lib/cn.ts).

/**
 * The line under a control that its aria-describedby points at. Always rendered, so the
 * live region exists before an error appears and screen readers announce the change. A
 * schema message in `error` is translated here, once for every form.
 */
export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  // The schemas' messages arrive in English (shared with the BFF) and are shown in the reader's language.
  const errorText = useErrorText();
  return (
    <p id={id} aria-live="polite" className={clsx("min-h-4 text-xs", error ? "text-danger" : "text-slate-500")}>
      {error ? errorText(error) : hint}
    </p>
  );
}

/**
 * Shared look of text-like controls; the ring makes keyboard focus visible. A read-only control
 * (a ticket's fields, a client's fixed login) drops its box and sits on a grey tint, so it does
 * not look editable; it stays selectable and focusable.
 */
export function controlClasses(error?: string): string {
  return clsx(
    "w-full rounded border bg-surface px-3 py-2 text-base outline-none focus:border-primary focus:ring-2 focus:ring-primary/30 disabled:bg-slate-100",
    error ? "border-danger" : "border-slate-300",
    "[&[readonly]]:cursor-default [&[readonly]]:border-transparent [&[readonly]]:bg-slate-100 [&[readonly]]:text-slate-800",
  );
}

export const LABEL_CLASSES = "text-sm font-medium text-slate-700";
