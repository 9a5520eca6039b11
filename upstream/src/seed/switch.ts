// Whether the upstream seeds the demo accounts (known passwords: admin/admin1234, …) into an
// empty database. The embedded PGlite default is a demo and keeps them; a real PostgreSQL
// (DATABASE_URL) gets nothing anyone could sign in with unless SEED_DEMO=1 asks for it, and its
// first admin comes from `npm run create-admin`. SEED_DEMO=0 also turns the PGlite demo off.
export function demoSeedWanted(env: Record<string, string | undefined>): boolean {
  const asked = env.SEED_DEMO?.trim();
  if (asked === "1") return true;
  if (asked === "0") return false;
  if (asked) throw new Error(`SEED_DEMO must be 1 or 0, got "${asked}"`);
  return !env.DATABASE_URL;
}
