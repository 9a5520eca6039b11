import "server-only";

// The security feature's public entry for other features' server code; nothing else of it is imported from outside.
export * from "./two-factor/factors";
export * from "./two-factor/owner-proof";
export * from "./two-factor/password-step";
