// What the panel says when a session ends, shared by the BFF's 401 and the sign-in page.
export const SESSION_ENDED_MESSAGE = "Your session has ended. Please sign in again.";

/** Set by an open tab that signs itself out at the hour, read once by the sign-in page. */
export const SESSION_ENDED_FLAG = "panel:session-ended";

/** Where that tab was, kept beside the flag: signing in again returns there (lib/return-path.ts). */
export const RETURN_PATH_KEY = "panel:return-path";

/** How long before the hour the shell warns that the session is about to end. */
export const SESSION_WARNING_MS = 5 * 60_000;

/**
 * The backend's answer to a wrong login name or password, worded so by the spec's upstream and
 * the reference upstream. The panel recognises it and says it in the reader's language (namespace
 * "validation"); the backend's other refusals are shown as they came.
 */
export const INVALID_LOGIN_MESSAGE = "Invalid login name or password";
