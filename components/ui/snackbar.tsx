"use client";
// The one snackbar every screen uses: bottom left (bottom right in Arabic), 6000 ms, success green, error red.
import { useCallback, useEffect, useMemo, useState } from "react";
import { SnackbarContext, type SnackbarKind } from "@/hooks/use-snackbar";
import { clsx } from "clsx";
import { useErrorText } from "@/hooks/use-error-text";

type Snack = { id: number; message: string; kind: SnackbarKind };

export const SNACKBAR_HIDE_MS = 6000;

// The box sets no background of its own, so its kind's colour is joined, not merged.
const KIND_CLASSES: Record<SnackbarKind, string> = {
  success: "bg-success",
  error: "bg-danger",
  info: "bg-info",
};

/** `closeLabel`: the close button's name, translated by the server layout (so no catalogue runtime is needed here). */
export function SnackbarProvider({ closeLabel, children }: { closeLabel: string; children: React.ReactNode }) {
  // A snack may be a schema's message or a BFF refusal quoting one: shown in the reader's language.
  const errorText = useErrorText();
  const [snack, setSnack] = useState<Snack | null>(null);
  const show = useCallback((message: string, kind: SnackbarKind = "success") => {
    setSnack({ id: Date.now(), message, kind });
  }, []);
  const clear = useCallback(() => setSnack(null), []);

  useEffect(() => {
    if (!snack) return;
    const timer = setTimeout(() => setSnack((current) => (current?.id === snack.id ? null : current)), SNACKBAR_HIDE_MS);
    return () => clearTimeout(timer);
  }, [snack]);

  const api = useMemo(() => ({ show, clear }), [show, clear]);
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <div aria-live="polite" className="pointer-events-none fixed bottom-4 start-4 end-4 z-50 flex sm:end-auto">
        {snack && (
          <div
            role={snack.kind === "error" ? "alert" : "status"}
            data-testid="snackbar"
            data-kind={snack.kind}
            className={clsx(
              "pointer-events-auto flex min-w-72 max-w-xl items-center gap-3 rounded px-4 py-3 text-sm text-white shadow-lg",
              KIND_CLASSES[snack.kind],
            )}
          >
            <span className="flex-1">{errorText(snack.message)}</span>
            <button type="button" onClick={clear} aria-label={closeLabel} className="rounded px-1 text-lg leading-none hover:bg-white/20">
              ×
            </button>
          </div>
        )}
      </div>
    </SnackbarContext.Provider>
  );
}
