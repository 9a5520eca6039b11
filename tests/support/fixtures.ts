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
