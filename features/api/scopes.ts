// What an API key may do: each /api/v1 route names the scope it needs (or the scopes it accepts), and a key answers
// 403 for any other. Free of server code: the keys screen lists the same names.

export const API_SCOPES = [
  "clients:read",
  "clients:add",
  "clients:renew",
  "clients:retrieve",
  "clients:reset",
  "clients:delete",
  "messages:send",
  "tickets",
  "transactions:read",
] as const;

export type ApiScope = (typeof API_SCOPES)[number];

/** The longest a key may live, and the most address ranges it may name. */
export const MAX_KEY_DAYS = 3650;
export const MAX_ALLOWED_RANGES = 20;
