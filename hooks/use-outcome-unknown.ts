"use client";
import { createContext, useContext } from "react";
import type { OutcomeUnknownAnswer } from "@/lib/api/outcome";

/** A check sends the same intent again: the BFF does not forward it, and answers the figures as they are now (or the first answer, once known). */
export type OutcomeCheck = () => Promise<OutcomeUnknownAnswer | "done">;
export type OutcomeUnknownApi = { show: (answer: OutcomeUnknownAnswer, check: OutcomeCheck) => void };

/** Provided once by <OutcomeUnknownProvider> (components/ui/outcome-unknown.tsx) around the panel. */
export const OutcomeUnknownContext = createContext<OutcomeUnknownApi | null>(null);

export function useOutcomeUnknown(): OutcomeUnknownApi {
  const api = useContext(OutcomeUnknownContext);
  if (!api) throw new Error("useOutcomeUnknown must be used inside <OutcomeUnknownProvider>");
  return api;
}
