import "server-only";

// The reminders feature's public entry for other features' server code; nothing else of it is imported from outside.
export * from "./server/mailer";
export * from "./server/repo";
export * from "./server/stored-credential";
export * from "./server/upstream";
