// Sessions already unsealed, by their seal. Unsealing is real CPU work (two PBKDF2 key
// derivations and an HMAC, in WebCrypto) and the same cookie comes back on every request for an
// hour, so a seal that unsealed once is looked up instead. Only seals that unsealed are kept, so
// a forged one is checked every time; the caller still checks expiresAt on every request.

/** Enough for every signed-in browser of one instance; the oldest is dropped past it. */
const MAX_SESSIONS = 1_000;

/** A memo of unsealed sessions of type T (the session cookie's), keyed by seal and password. */
export function sealMemo<T>() {
  const unsealed = new Map<string, { session: T; password: string }>();
  return {
    /** The session this seal unsealed to with this password, if it was seen. */
    recall(seal: string, password: string): T | undefined {
      const entry = unsealed.get(seal);
      return entry?.password === password ? entry.session : undefined;
    },
    remember(seal: string, password: string, session: T): void {
      unsealed.delete(seal);
      unsealed.set(seal, { session, password });
      if (unsealed.size > MAX_SESSIONS) unsealed.delete(unsealed.keys().next().value!);
    },
    /** Once a session is past its hour its seal is of no use to anyone. */
    forget(seal: string): void {
      unsealed.delete(seal);
    },
  };
}
