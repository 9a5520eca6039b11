// The credits feature's public entry for other features (browser-safe); nothing else of it is imported from outside.
export * from "./components/cost-note";
export * from "./model/bulk";
export * from "./model/cost";
export * from "./model/transfer";
