// Which of a form's fields are unsaved, and which of them may be kept across a sign-in. Pure, so
// the form kit, the stash and the tests share one reading.

/**
 * Never kept: sessionStorage is readable by any script of the origin, so a password (the
 * account's, the client's, the adult one, its confirmation) is typed again instead.
 */
const SECRET_FIELD = /pass|confirm|secret|token|captcha/i;

export const isSecretField = (name: string) => SECRET_FIELD.test(name);

// Form values are plain data (strings, numbers, booleans, arrays of them).
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Dirty when a field the user edited no longer holds what the form started with (or last saved).
 * Values the form sets itself, such as a mask's reformatting of a loaded phone number, do not count.
 */
export function isDirty<V extends object>(values: V, baseline: V, edited: ReadonlySet<keyof V>): boolean {
  return [...edited].some((field) => !same(values[field], baseline[field]));
}

/** The non-secret fields that differ from the baseline: what a form keeps when the session ends. */
export function unsavedFields<V extends object>(values: V, baseline: V): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (!isSecretField(field) && !same(value, baseline[field as keyof V])) kept[field] = value;
  }
  return kept;
}

const kindOf = (value: unknown) => (Array.isArray(value) ? "array" : typeof value);

/**
 * What may go back into a form from a stash: only its own, non-secret fields, each of the type
 * the form holds there (the stash is read back from storage, which anything may have written).
 */
export function restorableFields<V extends object>(stashed: Record<string, unknown>, baseline: V): Partial<V> {
  const restored: Partial<V> = {};
  for (const [field, value] of Object.entries(stashed)) {
    if (!(field in baseline) || isSecretField(field)) continue;
    const key = field as keyof V;
    if (kindOf(value) === kindOf(baseline[key])) restored[key] = value as V[keyof V];
  }
  return restored;
}

/** A form's identity on its page without a name: its field names (plus its place among forms alike). */
export const formShape = (values: object) => Object.keys(values).sort().join(",");
