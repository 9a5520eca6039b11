// The transactions feature's public entry for other features (browser-safe); nothing else of it is imported from outside.
export * from "./components/ledger/account-ledger-card";
export * from "./components/transactions-card";
