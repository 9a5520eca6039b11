import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { log } from "@/lib/log";
import { settings } from "@/lib/settings";

// Secrets kept in the panel's store (a TOTP seed …) are sealed with AES-256-GCM: a fresh 12-byte
// nonce per seal, the 16-byte tag checked on open, so a changed value is refused. Each seal is
// bound to where it belongs (its table, its row's key and its purpose, as GCM's additional data):
// a sealed TOTP seed copied into another account's row, or into a reminder's password column,
// does not open there. Seals of the first version ("v1", unbound) still open, so records written
// before binding keep working; every write seals with binding ("v2").
// The key is derived (HKDF-SHA-256) from PANEL_SECRET_KEY. Unset, a random key is generated once
// and kept in <PANEL_DATA_DIR>/secret.key (0600), so `npm start` works with nothing set and its
// sealed secrets survive restarts; that serves one instance only, and settings.ts requires
// PANEL_SECRET_KEY with PANEL_DATABASE_URL. Losing the key loses every sealed secret.

const VERSION = "v2";
const UNBOUND_VERSION = "v1";

/** Where a sealed value belongs: it opens only with the same table, row key and purpose. */
export type SecretBinding = { table: string; row: string; purpose: string };

const additionalData = (binding: SecretBinding) => Buffer.from(JSON.stringify([binding.table, binding.row, binding.purpose]), "utf8");
export const KEY_FILE = "secret.key";

let cached: { source: string; key: Buffer } | undefined;

function keyMaterial(): string {
  const { panelSecretKey, panelDataDir } = settings();
  if (panelSecretKey) return panelSecretKey;
  const file = path.join(panelDataDir, KEY_FILE);
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(panelDataDir, { recursive: true, mode: 0o700 });
  const generated = randomBytes(32).toString("base64url");
  try {
    writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: "wx" });
    log.warn({ file }, "PANEL_SECRET_KEY is not set: generated a key for the panel store's secrets in this file (one instance only; keep it with the data)");
    return generated;
  } catch (error) {
    // Another caller wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw error;
  }
}

function key(): Buffer {
  const material = keyMaterial();
  if (cached?.source !== material) {
    cached = { source: material, key: Buffer.from(hkdfSync("sha256", material, "panel-store", "panel store secrets v1", 32)) };
  }
  return cached.key;
}

export function sealSecret(plain: string, binding: SecretBinding): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), nonce);
  cipher.setAAD(additionalData(binding));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** Was this sealed before seals were bound to their place (so worth sealing again when it is next written)? */
export function isUnboundSeal(sealed: string): boolean {
  return sealed.startsWith(`${UNBOUND_VERSION}.`);
}

/**
 * The plain text of a sealed secret; throws when it was changed, sealed with another key, or
 * sealed for another place (table, row or purpose).
 */
export function openSecret(sealed: string, binding: SecretBinding): string {
  const [version, data] = sealed.split(".");
  if ((version !== VERSION && version !== UNBOUND_VERSION) || !data) throw new Error("panel store: not a sealed secret");
  const bytes = Buffer.from(data, "base64url");
  if (bytes.length < 28) throw new Error("panel store: not a sealed secret");
  const decipher = createDecipheriv("aes-256-gcm", key(), bytes.subarray(0, 12));
  if (version === VERSION) decipher.setAAD(additionalData(binding));
  decipher.setAuthTag(bytes.subarray(12, 28));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    throw new Error("panel store: a sealed secret cannot be opened (changed, moved from another row, or sealed with another PANEL_SECRET_KEY)");
  }
}

/** Test hook: a seal as the panel wrote them before binding ("v1"), to check those still open. */
export function sealUnboundForTests(plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), nonce);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${UNBOUND_VERSION}.${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString("base64url")}`;
}
