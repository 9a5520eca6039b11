// An account's login as the upstream accepts it, without zod, so the browser's filter fields can
// check it too (lib/schemas/text.ts builds the form schema on it).
export const ACCOUNT_NAME_PATTERN = /^[A-Za-z0-9_.@-]+$/;
export const ACCOUNT_NAME_MAX = 15;
export const ACCOUNT_NAME_MESSAGE = "Use only letters, digits and _ . @ -";
