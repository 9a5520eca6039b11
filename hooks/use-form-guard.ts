"use client";
import { useEffect, useRef } from "react";
import { formShape, isDirty, restorableFields, unsavedFields } from "@/lib/unsaved/fields";
import { useUnsavedChanges } from "./use-unsaved-changes";

type Options<V extends object> = {
  values: V;
  /** What the form started with, or last saved. */
  baseline: V;
  /** The fields the user changed. */
  edited: ReadonlySet<keyof V>;
  restore: (fields: Partial<V>) => void;
};

/**
 * Puts a form under the panel's unsaved-changes guard for as long as it is mounted: leaving it
 * dirty asks first, and a session that ends keeps its non-secret input for the next sign-in.
 */
export function useFormGuard<V extends object>({ values, baseline, edited, restore }: Options<V>) {
  const { register } = useUnsavedChanges();
  const latest = useRef({ values, baseline, edited, restore });
  // Declared first, so the registration below already reads this render's values.
  useEffect(() => {
    latest.current = { values, baseline, edited, restore };
  });
  useEffect(
    () =>
      register({
        shape: formShape(latest.current.baseline),
        isDirty: () => isDirty(latest.current.values, latest.current.baseline, latest.current.edited),
        unsaved: () => unsavedFields(latest.current.values, latest.current.baseline),
        restore: (stashed) => latest.current.restore(restorableFields(stashed, latest.current.baseline)),
      }),
    [register],
  );
}
