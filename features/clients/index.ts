// The clients feature's public entry for other features (browser-safe); nothing else of it is imported from outside.
export * from "./components/list/client-cells";
export * from "./components/list/columns";
export * from "./components/list/renew-client-dialog";
export * from "./components/renew/with-bulk-renew";
