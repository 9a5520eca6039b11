// Where a sign-in may send the user back to: a page of the panel that the role may open, given as
// a path on this origin. Anything else (another origin, "//host", a backslash trick, /logout, a
// route of another role) is refused, so the return path can never be an open redirect.
import { type Role } from "./roles";
import { canOpen } from "./route-table";

const BASE = "http://panel.invalid";
const MAX_LENGTH = 2048;
// Backslashes (read as "/" by browsers), whitespace and control characters have no place in it.
const UNSAFE = /[\\\s\u0000-\u001f\u007f]/;

/** The path and query to return to after signing in, or null when the candidate is not one. */
export function returnPath(candidate: unknown, role: Role): string | null {
  if (typeof candidate !== "string" || candidate.length > MAX_LENGTH) return null;
  if (!candidate.startsWith("/") || candidate.startsWith("//") || UNSAFE.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname === "/logout" || !canOpen(role, url.pathname)) return null;
  return url.pathname + url.search;
}
