import "server-only";

// The journal feature's public entry for other features' server code; nothing else of it is imported from outside.
export * from "./screens/recent-entries-card";
