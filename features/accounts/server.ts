import "server-only";

// The accounts feature's public entry for other features' server code; nothing else of it is imported from outside.
export * from "./server/owners";
