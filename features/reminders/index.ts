// The reminders feature's public entry for other features (browser-safe); nothing else of it is imported from outside.
export * from "./model/time";
