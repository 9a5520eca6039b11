// Where the end-to-end servers listen, and the session password they share with the tests
// (the tests seal cookies themselves to check the one-hour rule).
export const E2E = {
  port: 3100,
  upstreamPort: 4100,
  baseUrl: "http://127.0.0.1:3100",
  upstreamUrl: "http://127.0.0.1:4100",
  sessionPassword: "e2e-session-password-that-is-long-enough-0123456789",
} as const;
