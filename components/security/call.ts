// The second-factor screens' BFF calls. During a sign-in there is no session yet, so a 401 means
// the pending sign-in timed out and the form says so, instead of leaving the tab as apiFetch does.
import { apiFetch, requestJson } from "@/lib/browser/api";

export function twoFactorCall<T>(path: string, body: unknown, duringSignIn: boolean): Promise<T> {
  return (duringSignIn ? requestJson<T> : apiFetch<T>)(path, { method: "POST", body });
}

/** @simplewebauthn/browser, loaded only when someone adds or uses a passkey: the screens' first load stays small. */
export const webAuthnBrowser = () => import("@simplewebauthn/browser");
