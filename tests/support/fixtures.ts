// Test data more than one suite needs. Plain values, no test runner imports: the Vitest suites and
// the Playwright specs both use them.

/**
 * A client form's input that the add and update schemas accept (a dealer's: no owners), the
 * same body the panel's client form posts; each test overrides what it is about.
 */
export function validClientInput<T extends Record<string, unknown>>(overrides: T = {} as T) {
  return {
    server: 0,
    ministra: false,
    mac: "00:1A:79:AB:CD:EF",
    login: "alice",
    password: "secret",
    description: "",
    phone: "",
    months: 3,
    package_selection: 8,
    packages: [] as number[],
    ...overrides,
  };
}

/** A client as the client list answers it (lib/schemas/client-list.ts), for the export tables' tests. */
export function clientListRow<T extends Record<string, unknown>>(overrides: T = {} as T) {
  return {
    name: "alice",
    description: "Living room" as string | null,
    mac: "00:1A:79:00:00:01" as string | null,
    ministra: false,
    status: true,
    expiry: "2026-12-01" as string | null,
    ...overrides,
  };
}
