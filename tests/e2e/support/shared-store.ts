// The panel's own store for the specs that start several instances: one PostgreSQL they share,
// as the README's deployment has (PANEL_TEST_DATABASE_URL, from scripts/test-services.sh), or,
// without one, a throwaway store per instance (the sessions live in Redis there anyway; an
// embedded store folder cannot be shared, and the second instance would refuse to start).
export function sharedStoreEnv(): Record<string, string> {
  const url = process.env.PANEL_TEST_DATABASE_URL;
  return url ? { PANEL_DATABASE_URL: url, PANEL_SECRET_KEY: "e2e-panel-secret-key-that-is-long-enough-0123" } : { PANEL_STORE_DIR: "memory://" };
}
