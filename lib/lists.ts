// Every list's URL shape by name: the tabs and sorts its URL may choose, the first of each the
// default. Each list lives with the rest of its resource in lib/resources/: its sorts
// typed against its row, its BFF paging rules, its export. Free of zod: the lists' client
// components read them too. Parsing is lib/list/query-schema.ts.
export { ACCOUNT_LISTS } from "./resources/accounts";
export { CLIENT_LIST, EXPIRING_LIST } from "./resources/clients";
export { TRANSACTION_LIST } from "./resources/ledgers";
export { TICKET_LIST } from "./resources/tickets";
