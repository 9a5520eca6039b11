// An account's login as the upstream accepts it, without zod, so the browser's filter fields can
// check it too (lib/schemas/text.ts builds the form schema on it).
export const ACCOUNT_NAME_PATTERN = /^[A-Za-z0-9_.@-]+$/;
export const ACCOUNT_NAME_MAX = 15;
export const ACCOUNT_NAME_MESSAGE = "Use only letters, digits and _ . @ -";

// A name the backend already holds, as its lists show it and a path sends it back: letters, marks
// and digits of any script (a backend's own accounts may be named in Arabic or Cyrillic) and the
// same few signs. Control and direction characters are neither, so they stay refused: they could
// reorder or hide what a screen shows. New names keep the stricter rule above; the length is the
// spec's for every login (15), so a longer one is not found rather than sent to be refused.
export const EXISTING_ACCOUNT_NAME_PATTERN = /^[\p{L}\p{M}\p{N}_.@-]+$/u;
