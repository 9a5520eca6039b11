// Where the end-to-end servers listen, and the session password they share with the tests
// (the tests seal cookies themselves to check the one-hour rule). E2E_PORT and E2E_UPSTREAM_PORT
// move them, so two checkouts can run their suites side by side.
const port = Number(process.env.E2E_PORT ?? 3100);
const upstreamPort = Number(process.env.E2E_UPSTREAM_PORT ?? 4100);

export const E2E = {
  port,
  upstreamPort,
  baseUrl: `http://127.0.0.1:${port}`,
  upstreamUrl: `http://127.0.0.1:${upstreamPort}`,
  sessionPassword: "e2e-session-password-that-is-long-enough-0123456789",
} as const;
