"use client";
// Shows a schema's English message in the reader's language (i18n/validation-messages.ts).
// The translator comes from a provider rather than from next-intl here, so the pieces every page
// shares (the snackbar, a field's message line) do not bring next-intl's client runtime to a page
// that has none: the panel's provider is components/shell/catalogue-error-text.tsx, the sign-in
// page's is features/sign-in/components/sign-in-error-text.tsx.
import { createContext, useContext } from "react";

/** A message as the reader should see it. */
export type ErrorText = (message: string) => string;

export const ErrorTextContext = createContext<ErrorText | null>(null);

/** `errorText(message)`: translateError bound to the current language, for client components. */
export function useErrorText(): ErrorText {
  const errorText = useContext(ErrorTextContext);
  if (!errorText) throw new Error("useErrorText must be used inside an ErrorTextContext provider (components/shell/catalogue-error-text.tsx)");
  return errorText;
}
