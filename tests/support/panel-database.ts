// A PostgreSQL database of the test file's own for the panel's store (PANEL_TEST_DATABASE_URL,
// set by scripts/test-services.sh): created on first use, dropped after the file.
import pg from "pg";
import { afterAll } from "vitest";
import { uniqueDatabaseName } from "@/tests/support/database-name";

export const panelTestServer = process.env.PANEL_TEST_DATABASE_URL;

/** The URL of a fresh database on that server (call at the top level of a test file). */
export function panelDatabaseForFile(): () => Promise<string> {
  const name = uniqueDatabaseName("panel_test");
  let created: Promise<string> | undefined;
  const admin = () => new pg.Client({ connectionString: panelTestServer });
  afterAll(async () => {
    if (!created) return;
    const { closePanelStoreForTests } = await import("@/lib/store");
    await closePanelStoreForTests();
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  return () =>
    (created ??= (async () => {
      const client = admin();
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      const url = new URL(panelTestServer!);
      url.pathname = `/${name}`;
      return url.toString();
    })());
}
