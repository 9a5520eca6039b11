// The security feature's public entry for other features (browser-safe); nothing else of it is imported from outside.
export * from "./components/copy-button";
export * from "./components/passkey-setup";
export * from "./components/recovery-codes";
export * from "./components/totp-setup";
export * from "./components/webauthn-browser";
