"use client";
import { createContext, useContext } from "react";

export type SnackbarKind = "success" | "error" | "info";
export type SnackbarApi = { show: (message: string, kind?: SnackbarKind) => void; clear: () => void };

/** Provided once by <SnackbarProvider> (components/ui/snackbar.tsx) around the panel. */
export const SnackbarContext = createContext<SnackbarApi | null>(null);

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error("useSnackbar must be used inside <SnackbarProvider>");
  return api;
}
