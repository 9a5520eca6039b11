"use client";
import { createContext, useContext } from "react";

/** One form as the guard sees it; the form kit (useFormState) registers each form through useFormGuard. */
export type GuardedForm = {
  /** The form's field names: with its place among forms alike, its key in a stash. */
  shape: string;
  isDirty: () => boolean;
  /** Its non-secret unsaved fields. */
  unsaved: () => Record<string, unknown>;
  /** Puts stashed fields back after signing in again (checked against the form's own fields). */
  restore: (stashed: Record<string, unknown>) => void;
};

export type UnsavedChangesApi = {
  /** Registers a form while it is mounted; returns the unregistration. */
  register: (form: GuardedForm) => () => void;
  /** A save succeeded and the screen is about to move on: its forms no longer hold anything unsaved. */
  release: () => void;
  /** Stashed input was put back into the page at this path (the shell says so). */
  restoredAt: string | null;
};

const WITHOUT_GUARD: UnsavedChangesApi = { register: () => () => undefined, release: () => undefined, restoredAt: null };

/** Provided once by <UnsavedChangesProvider> (components/shell/unsaved-changes-provider.tsx) around the panel. */
export const UnsavedChangesContext = createContext<UnsavedChangesApi | null>(null);

/** The panel's guard; outside the panel (a test rendering a form alone) a guard that does nothing. */
export function useUnsavedChanges(): UnsavedChangesApi {
  return useContext(UnsavedChangesContext) ?? WITHOUT_GUARD;
}
