// The panel's own store for the specs that start several instances: one PostgreSQL database they
// all use, as the README's deployment has, made afresh on PANEL_TEST_DATABASE_URL's server
// (scripts/test-services.sh starts one) and named after the spec. It is all they share besides
// SESSION_PASSWORD: the session registry, the throttle, the captcha replay guard and the spends
// are there. An embedded store serves one instance only, so without a server these specs do not
// run (playwright.config.ts leaves multi-instance.spec.ts out; deploy.spec.ts skips its instances).
import { execFileSync } from "node:child_process";
import { e2eDatabaseUrl } from "./env";

/** Whether the several-instance specs can run here. */
export const hasSharedStoreServer = Boolean(process.env.PANEL_TEST_DATABASE_URL);

/** The instances' store settings: a database named after `spec` (letters and underscores), made afresh. */
export function sharedStoreEnv(spec: string): { PANEL_DATABASE_URL: string; PANEL_SECRET_KEY: string } {
  const server = process.env.PANEL_TEST_DATABASE_URL;
  if (!server) throw new Error("several panel instances need PANEL_TEST_DATABASE_URL (scripts/test-services.sh start)");
  const url = e2eDatabaseUrl(server, `${spec}_store`);
  // The script that makes the upstreams' databases afresh (a plain node script), run the same way.
  execFileSync(process.execPath, ["tests/e2e/support/fresh-database.mjs"], { env: { ...process.env, DATABASE_URL: url }, stdio: "inherit" });
  return { PANEL_DATABASE_URL: url, PANEL_SECRET_KEY: "e2e-panel-secret-key-that-is-long-enough-0123" };
}
