// Makes DATABASE_URL's database afresh (dropped if a run before left it) on its PostgreSQL server,
// for a reference upstream to migrate and seed: the shared end-to-end panel's (playwright.config.ts)
// and those the specs start of their own (upstream-database.ts); or for the panel instances of a
// spec to share as their store (shared-store.ts). Plain JavaScript, run by node.
import pg from "pg";

const target = new URL(process.env.DATABASE_URL ?? "");
const name = decodeURIComponent(target.pathname.slice(1));
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`fresh-database: "${name}" is not a plain database name`);
const maintenance = new URL(target);
maintenance.pathname = "/postgres";
const client = new pg.Client({ connectionString: maintenance.toString() });
await client.connect();
try {
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
} finally {
  await client.end();
}
