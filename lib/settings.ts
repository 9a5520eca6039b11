import "server-only";
import path from "node:path";
import { z } from "zod";

// Every environment variable the panel's server reads, parsed and checked here and nowhere else
// (NODE_ENV, which Next inlines, and the build-time NEXT_PUBLIC_* are the exceptions). A bad
// value stops the server at start (instrumentation.ts) with a message naming the variable and
// what it expects, instead of surfacing as odd behaviour on some later request.
// An empty value counts as unset, as the shell's `VAR= npm start` means.

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const wholeNumber = (expects: string, min: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, expects)
    .transform(Number)
    .refine((n) => Number.isSafeInteger(n) && n >= min, expects);

const httpUrl = z
  .string()
  .trim()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), "an http:// or https:// URL, e.g. http://127.0.0.1:4000");

const smtpUrl = z
  .string()
  .trim()
  .refine(
    (value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol),
    "an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example:587",
  );

export const postgresUrl = z
  .string()
  .trim()
  .refine(
    (value) => URL.canParse(value) && /^postgres(ql)?:$/.test(new URL(value).protocol),
    "a postgres:// or postgresql:// URL, e.g. postgres://panel@127.0.0.1:5432/panel",
  );

const DEFAULT_PORT = 3000;

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const port = wholeNumber("a port number, 1 to 65535", 1).refine((n) => n <= 65_535, "a port number, 1 to 65535");

const SCHEMA = z
  .object({
    // The panel's public port: the start scripts listen on it; read here to keep METRICS_PORT off it.
    PORT: optional(port),
    UPSTREAM_URL: optional(httpUrl),
    UPSTREAM_DIALECT: optional(
      z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.enum(["auto", "spec", "reference"], "auto, spec or reference")),
    ),
    UPSTREAM_CALLS_FILE: optional(z.string().trim()),
    UPSTREAM_TIMEOUT_MS: optional(wholeNumber("a whole number of milliseconds, at least 1", 1)),
    UPSTREAM_MAX_RESPONSE_BYTES: optional(wholeNumber("a whole number of bytes, at least 1", 1)),
    TRUSTED_PROXY_HOPS: optional(wholeNumber("a whole number of proxies, 0 or more", 0)),
    API_RATE_LIMIT_PER_MINUTE: optional(wholeNumber("a whole number of calls a minute, at least 1", 1)),
    PANEL_DATA_DIR: optional(z.string().trim()),
    PANEL_DATABASE_URL: optional(postgresUrl),
    PANEL_STORE_DIR: optional(z.string().trim()),
    // Not trimmed, like SESSION_PASSWORD: the key is derived from the exact string.
    PANEL_SECRET_KEY: optional(z.string().refine((value) => value.length >= 32, "at least 32 characters (for example: openssl rand -base64 32)")),
    // Not trimmed: the cookie's seal is keyed by the exact string.
    SESSION_PASSWORD: optional(z.string().refine((value) => value.length >= 32, "at least 32 characters (for example: openssl rand -base64 32)")),
    ALTCHA_HMAC_KEY: optional(z.string().trim()),
    RECAPTCHA_SITE_KEY: optional(z.string().trim()),
    BENCH_ROUTES: optional(z.enum(["0", "1"], "1 (on) or 0 (off)")),
    LOG_LEVEL: optional(
      z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.enum(LOG_LEVELS, `one of ${LOG_LEVELS.join(", ")}`)),
    ),
    // The panel's own server (deploy/server-core.mjs), handed over by instrumentation.ts.
    SHUTDOWN_GRACE_MS: optional(
      wholeNumber("a whole number of milliseconds, 0 to 600000", 0).refine((n) => n <= 600_000, "a whole number of milliseconds, 0 to 600000"),
    ),
    METRICS_PORT: optional(port),
    METRICS_HOST: optional(z.string().trim()),
    // Passkeys: the relying party's id (a domain, never an IP address) and the page origin.
    WEBAUTHN_RP_ID: optional(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^(?=.*[a-z])[a-z0-9.-]{1,253}$/, "a domain name such as panel.example.com (not an IP address)"),
    ),
    WEBAUTHN_ORIGIN: optional(httpUrl.transform((value) => new URL(value).origin)),
    // Reminders: the morning digest's mail server and sender, and the panel's address for its links.
    SMTP_URL: optional(smtpUrl),
    SMTP_FROM: optional(z.email("an e-mail address, e.g. panel@example.com")),
    PANEL_PUBLIC_URL: optional(httpUrl),
    REMINDERS: optional(z.enum(["0", "1"], "1 (on) or 0 (off)")),
    WEBHOOKS: optional(z.enum(["0", "1"], "1 (on) or 0 (off)")),
    WEBHOOKS_ALLOW_PRIVATE: optional(z.enum(["0", "1"], "1 (allowed, for tests) or 0 (refused)")),
    JOURNAL_RETENTION_DAYS: optional(wholeNumber("a whole number of days, 0 (keep every entry) or at least 1", 0)),
  })
  .superRefine((s, context) => {
    // Several instances share one PostgreSQL store; a key file of each instance's own (the default)
    // would leave each unable to open what the others sealed.
    if (s.PANEL_DATABASE_URL && !s.PANEL_SECRET_KEY) {
      context.addIssue({
        code: "custom",
        path: ["PANEL_SECRET_KEY"],
        message: "set when PANEL_DATABASE_URL is (the same on every instance; for example: openssl rand -base64 32)",
      });
    }
    // The metrics listener would fail to bind beside the panel (or, bound first, take its port).
    if (s.METRICS_PORT !== undefined && s.METRICS_PORT === (s.PORT ?? DEFAULT_PORT)) {
      context.addIssue({
        code: "custom",
        path: ["METRICS_PORT"],
        message: `a port other than PORT (${s.PORT ?? DEFAULT_PORT}): metrics are never served on the panel's port`,
      });
    }
  });

/** The names this module reads, in the order of the README's Settings table. */
export const SETTING_NAMES = Object.keys(SCHEMA.shape) as (keyof typeof SCHEMA.shape)[];
/**
 * Variables the panel read once and reads no more, each with what its operator should know. Left
 * in an environment, one would be ignored without a word, and whoever set it might believe it
 * still does something; so the start names it (instrumentation-node.ts). Its value is never read:
 * a stale or malformed one stops nothing.
 */
const RETIRED: Record<string, string> = {
  REDIS_URL:
    "the panel keeps nothing in Redis (the session registry, the sign-in throttle, the captcha replay guard and the record of spends are in the panel's store; several instances share it through PANEL_DATABASE_URL); unset it",
};

/** One line per retired variable that is set (and not empty), naming it, never its value. */
export function retiredSettingsNotices(): string[] {
  return Object.entries(RETIRED)
    .filter(([name]) => (process.env[name] ?? "").trim() !== "")
    .map(([name, why]) => `${name} is set but no longer used: ${why}`);
}

/** Never echoed in an error message. */
const SECRET = new Set<string>(["SESSION_PASSWORD", "ALTCHA_HMAC_KEY", "PANEL_DATABASE_URL", "PANEL_SECRET_KEY", "SMTP_URL"]);

export type Settings = {
  port: number;
  /** Without a trailing slash. */
  upstreamUrl: string;
  upstreamDialect: "auto" | "spec" | "reference";
  /** Set: the operator's call map must exist; unset: ./upstream-calls.json when present. */
  upstreamCallsFile: string | undefined;
  upstreamTimeoutMs: number;
  upstreamMaxResponseBytes: number;
  /** At most 10: a longer chain of our own proxies is not a real setup. */
  trustedProxyHops: number;
  /** Calls a minute each API key may make (features/api/server/rate-limit.ts). */
  apiRateLimitPerMinute: number;
  /** Absolute. */
  panelDataDir: string;
  /** Set: the panel's store is this PostgreSQL (several instances); unset: embedded in panelStoreDir. */
  panelDatabaseUrl: string | undefined;
  /** Absolute, or "memory://" for a throwaway store. */
  panelStoreDir: string;
  /** Unset: lib/store/secrets.ts keeps a generated key in panelDataDir (one instance only). */
  panelSecretKey: string | undefined;
  /** Required by the production server (servingSecretsProblem); `npm start` (scripts/serve.mjs) generates one for the demo. */
  sessionPassword: string | undefined;
  altchaHmacKey: string | undefined;
  recaptchaSiteKey: string | undefined;
  benchRoutes: boolean;
  logLevel: LogLevel;
  /** How long in-flight requests may take to finish after SIGTERM before they are cut. */
  shutdownGraceMs: number;
  /** The port of the private metrics listener; null: none. */
  metricsPort: number | null;
  /** The address the metrics listener binds to (never public by default). */
  metricsHost: string;
  /** Unset: the host name of the request (features/security/two-factor/relying-party.ts). */
  webauthnRpId: string | undefined;
  /** Unset: the origin the request came to. */
  webauthnOrigin: string | undefined;
  /** The digest's mail server (credentials in the URL); null: no digest is queued and the Reminders screen says so. */
  smtpUrl: string | null;
  /** The digest's From address. */
  smtpFrom: string;
  /** Without a trailing slash: where the digest's renew links point. */
  panelPublicUrl: string;
  /** Whether this instance runs the reminders' scheduler. */
  reminders: boolean;
  /** Whether this instance delivers webhooks and polls for their events (the events of its own writes are written either way). */
  webhooks: boolean;
  /** Webhooks may go to http:// and to loopback, private and link-local addresses (tests, a private lab only). */
  webhooksAllowPrivate: boolean;
  /** Whole UTC days of journal entries kept before a day is purged (an anchor kept for it); 0 keeps every entry. */
  journalRetentionDays: number;
};

export class SettingsError extends Error {
  override name = "SettingsError";
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n  ${problems.join("\n  ")}`);
  }
}

function parse(env: Record<string, string | undefined>): Settings {
  const parsed = SCHEMA.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const got = SECRET.has(name) ? "" : ` (got ${JSON.stringify(env[name])})`;
      return `${name} must be ${issue.message}${got}`;
    });
    throw new SettingsError(lines);
  }
  const s = parsed.data;
  // Folders of run-time data, not of the build: the build's file trace must not follow them into
  // the standalone output (scripts/build-artifact.mjs refuses one that holds such files). So the
  // default is a plain string (a path.join(".data", "panel") of constants was traced, with the
  // developer's sessions and sealed secrets in .data/panel/store), and the store's folder is
  // resolved with turbopackIgnore (a path.join took in every `store` folder of the project:
  // lib/store's sources and earlier artifacts in dist/panel, nested ever deeper).
  const panelDataDir = path.resolve(/* turbopackIgnore: true */ s.PANEL_DATA_DIR ?? ".data/panel");
  const storeDir = s.PANEL_STORE_DIR ?? path.resolve(/* turbopackIgnore: true */ panelDataDir, "store");
  return {
    port: s.PORT ?? DEFAULT_PORT,
    upstreamUrl: (s.UPSTREAM_URL ?? "http://127.0.0.1:4000").replace(/\/+$/, ""),
    upstreamDialect: s.UPSTREAM_DIALECT ?? "auto",
    upstreamCallsFile: s.UPSTREAM_CALLS_FILE,
    upstreamTimeoutMs: s.UPSTREAM_TIMEOUT_MS ?? 10_000,
    upstreamMaxResponseBytes: s.UPSTREAM_MAX_RESPONSE_BYTES ?? 64 * 1024 * 1024,
    trustedProxyHops: Math.min(s.TRUSTED_PROXY_HOPS ?? 0, 10),
    apiRateLimitPerMinute: s.API_RATE_LIMIT_PER_MINUTE ?? 120,
    panelDataDir,
    panelDatabaseUrl: s.PANEL_DATABASE_URL,
    panelStoreDir: storeDir.startsWith("memory://") ? storeDir : path.resolve(/* turbopackIgnore: true */ storeDir),
    panelSecretKey: s.PANEL_SECRET_KEY,
    sessionPassword: s.SESSION_PASSWORD,
    altchaHmacKey: s.ALTCHA_HMAC_KEY,
    recaptchaSiteKey: s.RECAPTCHA_SITE_KEY,
    benchRoutes: s.BENCH_ROUTES === "1",
    logLevel: s.LOG_LEVEL ?? "info",
    shutdownGraceMs: s.SHUTDOWN_GRACE_MS ?? 10_000,
    metricsPort: s.METRICS_PORT ?? null,
    metricsHost: s.METRICS_HOST ?? "127.0.0.1",
    webauthnRpId: s.WEBAUTHN_RP_ID,
    webauthnOrigin: s.WEBAUTHN_ORIGIN,
    smtpUrl: s.SMTP_URL ?? null,
    smtpFrom: s.SMTP_FROM ?? "panel@localhost",
    panelPublicUrl: (s.PANEL_PUBLIC_URL ?? "http://localhost:3000").replace(/\/+$/, ""),
    reminders: s.REMINDERS !== "0",
    webhooks: s.WEBHOOKS !== "0",
    webhooksAllowPrivate: s.WEBHOOKS_ALLOW_PRIVATE === "1",
    journalRetentionDays: s.JOURNAL_RETENTION_DAYS ?? 400,
  };
}

function readEnv(): Record<string, string | undefined> {
  return Object.fromEntries(SETTING_NAMES.map((name) => [name, process.env[name]]));
}

// Memoized by the raw values, so a test that changes a variable (vi.stubEnv, a per-file
// UPSTREAM_URL) is seen on the next call without a reset hook; reading ~13 variables and joining
// them costs far less than the request it serves.
let memo: { key: string; value: Settings | SettingsError } | undefined;
// A production server's environment is fixed once it runs, and the BFF asks for its settings
// several times per request (the session, the backend, the upstream URL and call): there the
// first good reading is kept instead of reading every variable again.
// Tests and development still see a changed variable on the next call.
const FIXED_ENVIRONMENT = process.env.NODE_ENV === "production";

/** The panel's settings, parsed; throws SettingsError (every bad variable, named) on a bad value. */
export function settings(): Settings {
  if (FIXED_ENVIRONMENT && memo && !(memo.value instanceof SettingsError)) return memo.value;
  const env = readEnv();
  const key = SETTING_NAMES.map((name) => env[name] ?? "\u0000").join("\u0001");
  if (memo?.key !== key) {
    let value: Settings | SettingsError;
    try {
      value = parse(env);
    } catch (error) {
      if (!(error instanceof SettingsError)) throw error;
      value = error;
    }
    memo = { key, value };
  }
  if (memo.value instanceof SettingsError) throw memo.value;
  return memo.value;
}

/** For the start: null when every variable is good, else the error naming each bad one. */
export function settingsError(): SettingsError | null {
  try {
    settings();
    return null;
  } catch (error) {
    if (error instanceof SettingsError) return error;
    throw error;
  }
}

/** The message of settingsError(), or null. */
export function settingsProblem(): string | null {
  return settingsError()?.message ?? null;
}

/**
 * What the production server (deploy/server-core.mjs) needs set before it serves, or null. Without
 * SESSION_PASSWORD no session can be sealed and no captcha challenge signed: such a server would
 * start, report ready and answer 500 to every sign-in. `npm start` generates one for the demo
 * (scripts/serve.mjs) and `npm run dev` too; the artifact and `node scripts/panel-server.mjs` refuse.
 */
export function servingSecretsProblem(s: Settings = settings()): string | null {
  if (s.sessionPassword) return null;
  return "SESSION_PASSWORD must be set to serve: at least 32 characters, the same on every instance (for example: openssl rand -base64 32); it seals the session cookie and signs the captcha";
}

/**
 * The log level alone, never throwing: the logger must work while it reports bad settings
 * (a bad LOG_LEVEL is reported with the rest and means "info" meanwhile).
 */
export function logLevelSetting(): LogLevel {
  const parsed = SCHEMA.shape.LOG_LEVEL.safeParse(process.env.LOG_LEVEL);
  return (parsed.success && parsed.data) || "info";
}
