// Every list's URL shape by name: the tabs and sorts its URL may choose, the first of each the
// default. Each list lives with the rest of its resource in lib/resources/: its sorts
// typed against its row, its BFF paging rules, its export. Free of zod: the lists' client
// components read them too. Parsing is lib/list/query-schema.ts.
export { CLIENT_LIST, EXPIRING_LIST } from "./resources/clients";
export { DEALER_LIST } from "./resources/dealers";
export { TRANSACTION_LIST } from "./resources/ledgers";
export { RESELLER_LIST } from "./resources/resellers";
export { SUPER_RESELLER_LIST } from "./resources/super-resellers";
export { TICKET_LIST } from "./resources/tickets";
