// Where the end-to-end servers listen, and the session password they share with the tests
// (the tests seal cookies themselves to check the one-hour rule). E2E_PORT and E2E_UPSTREAM_PORT
// move them, so two checkouts can run their suites side by side.
const port = Number(process.env.E2E_PORT ?? 3100);
const upstreamPort = Number(process.env.E2E_UPSTREAM_PORT ?? 4100);
// A second panel on the spec-only test upstream (tests/spec-upstream), for the spec dialect.
const specPort = Number(process.env.E2E_SPEC_PORT ?? 3200);
const specUpstreamPort = Number(process.env.E2E_SPEC_UPSTREAM_PORT ?? 4200);

export const E2E = {
  port,
  upstreamPort,
  baseUrl: `http://127.0.0.1:${port}`,
  upstreamUrl: `http://127.0.0.1:${upstreamPort}`,
  specPort,
  specUpstreamPort,
  specBaseUrl: `http://127.0.0.1:${specPort}`,
  specUpstreamUrl: `http://127.0.0.1:${specUpstreamPort}`,
  /** The spec panel waits this long for an upstream answer, so that a late one is "outcome unknown" quickly. */
  specTimeoutMs: 3_000,
  sessionPassword: "e2e-session-password-that-is-long-enough-0123456789",
} as const;

/** An end-to-end database on the tests' PostgreSQL server: the shared panel's upstream's, or one a spec starts of its own (`suffix`). */
export function e2eDatabaseUrl(server: string, suffix?: string): string {
  return Object.assign(new URL(server), { pathname: `/panel_e2e_${port}${suffix ? `_${suffix}` : ""}` }).toString();
}
