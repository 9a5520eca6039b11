// The second-factor screens' browser side. Their BFF calls are typed in features/security/browser/security-writes.ts
// and made with callBff (lib/browser/typed-call.ts, `duringSignIn` for the steps before a session).

/** @simplewebauthn/browser, loaded only when someone adds or uses a passkey: the screens' first load stays small. */
export const webAuthnBrowser = () => import("@simplewebauthn/browser");
