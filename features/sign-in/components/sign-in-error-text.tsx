"use client";
// The sign-in page's error translator for the pieces it shares with the panel (the snackbar, a
// field's message line): the sign-in translates a refusal before it shows it
// (signInErrorText, loaded on demand), so what reaches them is already in the reader's language.
import { ErrorTextContext } from "@/hooks/use-error-text";

const asTranslated = (message: string) => message;

export function SignInErrorText({ children }: { children: React.ReactNode }) {
  return <ErrorTextContext value={asTranslated}>{children}</ErrorTextContext>;
}
