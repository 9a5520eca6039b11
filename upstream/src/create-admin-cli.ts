// npm run create-admin -- --login <name>
// Creates the first admin account in the configured database (DATABASE_URL, or PGLITE_DIR like
// the server), applying pending migrations first. The password comes from ADMIN_PASSWORD or
// standard input, never from the command line. Exit 0 when created; 1 when refused (an admin
// exists, the name is taken, the password too short) or on error. The password is never printed.
import { checkAdminInput, createFirstAdmin, Refused } from "./admin/create-admin";
import { readAdminPassword } from "./admin/read-password";
import { connect } from "./db/connect";
import { migrate } from "./db/migrate";

function loginOption(argv: string[]): string {
  const at = argv.indexOf("--login");
  const login = at === -1 ? undefined : argv[at + 1];
  if (!login || login.startsWith("--")) throw new Refused("usage: npm run create-admin -- --login <name>  (password from ADMIN_PASSWORD or stdin)");
  if (argv.includes("--password")) throw new Refused("--password is not accepted: pass it in ADMIN_PASSWORD or on stdin");
  return login;
}

async function main(): Promise<void> {
  const login = loginOption(process.argv.slice(2));
  const password = await readAdminPassword();
  // Refused input is refused before the database is opened: it creates or migrates nothing.
  checkAdminInput(login, password);
  const handle = await connect({
    databaseUrl: process.env.DATABASE_URL || undefined,
    pgliteDir: process.env.PGLITE_DIR || ".data/pglite",
  });
  try {
    await migrate(handle);
    await createFirstAdmin(handle.db, login, password);
    console.log(`admin account ${login} created (${handle.kind})`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(`create-admin: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
