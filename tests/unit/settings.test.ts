// lib/settings: every variable's default, a good value, and the message a bad value stops the
// start with (naming the variable and what it expects, never echoing a secret).
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logLevelSetting, retiredSettingsNotices, servingSecretsProblem, SETTING_NAMES, settings, settingsProblem, type Settings } from "@/lib/settings";

afterEach(() => vi.unstubAllEnvs());

/** The settings with only `env` set (every other variable the panel reads unset). */
function withEnv(env: Record<string, string>): Settings {
  for (const name of SETTING_NAMES) vi.stubEnv(name, env[name] ?? "");
  return settings();
}

type Case = {
  name: (typeof SETTING_NAMES)[number];
  key: keyof Settings;
  fallback: unknown;
  good: [string, unknown];
  bad?: [string, RegExp];
  /** Other variables the good value needs beside it. */
  beside?: Record<string, string>;
};

const KEY = "a-store-secret-key-that-is-long-enough-0123";

const CASES: Case[] = [
  { name: "PORT", key: "port", fallback: 3000, good: ["8080", 8080], bad: ["http", /PORT must be a port number, 1 to 65535 \(got "http"\)/] },
  {
    name: "UPSTREAM_URL",
    key: "upstreamUrl",
    fallback: "http://127.0.0.1:4000",
    good: ["https://api.example.com/base//", "https://api.example.com/base"],
    bad: ["ftp://x", /UPSTREAM_URL must be an http:\/\/ or https:\/\/ URL.*\(got "ftp:\/\/x"\)/],
  },
  {
    name: "UPSTREAM_DIALECT",
    key: "upstreamDialect",
    fallback: "auto",
    good: [" Spec ", "spec"],
    bad: ["graphql", /UPSTREAM_DIALECT must be auto, spec or reference \(got "graphql"\)/],
  },
  { name: "UPSTREAM_CALLS_FILE", key: "upstreamCallsFile", fallback: undefined, good: [" calls.json ", "calls.json"] },
  {
    name: "UPSTREAM_TIMEOUT_MS",
    key: "upstreamTimeoutMs",
    fallback: 10_000,
    good: ["2500", 2500],
    bad: ["abc", /UPSTREAM_TIMEOUT_MS must be a whole number of milliseconds, at least 1 \(got "abc"\)/],
  },
  {
    name: "UPSTREAM_MAX_RESPONSE_BYTES",
    key: "upstreamMaxResponseBytes",
    fallback: 67_108_864,
    good: ["1000", 1000],
    bad: ["0", /UPSTREAM_MAX_RESPONSE_BYTES must be a whole number of bytes, at least 1 \(got "0"\)/],
  },
  {
    name: "TRUSTED_PROXY_HOPS",
    key: "trustedProxyHops",
    fallback: 0,
    good: ["2", 2],
    bad: ["1.5", /TRUSTED_PROXY_HOPS must be a whole number of proxies, 0 or more \(got "1.5"\)/],
  },
  {
    name: "API_RATE_LIMIT_PER_MINUTE",
    key: "apiRateLimitPerMinute",
    fallback: 120,
    good: ["600", 600],
    bad: ["0", /API_RATE_LIMIT_PER_MINUTE must be a whole number of calls a minute, at least 1 \(got "0"\)/],
  },
  { name: "PANEL_DATA_DIR", key: "panelDataDir", fallback: path.resolve(".data/panel"), good: ["/var/lib/panel", "/var/lib/panel"] },
  {
    name: "PANEL_DATABASE_URL",
    key: "panelDatabaseUrl",
    fallback: undefined,
    good: ["postgres://panel@db/panel", "postgres://panel@db/panel"],
    beside: { PANEL_SECRET_KEY: KEY },
    bad: ["mysql://user:pw@db", /PANEL_DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/],
  },
  { name: "PANEL_STORE_DIR", key: "panelStoreDir", fallback: path.resolve(".data/panel/store"), good: ["memory://", "memory://"] },
  {
    name: "PANEL_SECRET_KEY",
    key: "panelSecretKey",
    fallback: undefined,
    good: [KEY, KEY],
    bad: ["short-secret", /PANEL_SECRET_KEY must be at least 32 characters/],
  },
  {
    name: "SESSION_PASSWORD",
    key: "sessionPassword",
    fallback: undefined,
    good: ["x".repeat(32), "x".repeat(32)],
    bad: ["short-secret", /SESSION_PASSWORD must be at least 32 characters/],
  },
  { name: "ALTCHA_HMAC_KEY", key: "altchaHmacKey", fallback: undefined, good: [" k ", "k"] },
  { name: "RECAPTCHA_SITE_KEY", key: "recaptchaSiteKey", fallback: undefined, good: ["site-key", "site-key"] },
  { name: "BENCH_ROUTES", key: "benchRoutes", fallback: false, good: ["1", true], bad: ["yes", /BENCH_ROUTES must be 1 \(on\) or 0 \(off\) \(got "yes"\)/] },
  {
    name: "LOG_LEVEL",
    key: "logLevel",
    fallback: "info",
    good: ["DEBUG", "debug"],
    bad: ["loud", /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent \(got "loud"\)/],
  },
  {
    name: "SHUTDOWN_GRACE_MS",
    key: "shutdownGraceMs",
    fallback: 10_000,
    good: ["2500", 2500],
    bad: ["soon", /SHUTDOWN_GRACE_MS must be a whole number of milliseconds, 0 to 600000 \(got "soon"\)/],
  },
  {
    name: "METRICS_PORT",
    key: "metricsPort",
    fallback: null,
    good: ["9464", 9464],
    bad: ["70000", /METRICS_PORT must be a port number, 1 to 65535 \(got "70000"\)/],
  },
  { name: "METRICS_HOST", key: "metricsHost", fallback: "127.0.0.1", good: [" 10.0.0.5 ", "10.0.0.5"] },
  {
    name: "WEBAUTHN_RP_ID",
    key: "webauthnRpId",
    fallback: undefined,
    good: [" Panel.Example.com ", "panel.example.com"],
    bad: ["192.168.1.10", /WEBAUTHN_RP_ID must be a domain name such as panel.example.com \(not an IP address\) \(got "192.168.1.10"\)/],
  },
  {
    name: "WEBAUTHN_ORIGIN",
    key: "webauthnOrigin",
    fallback: undefined,
    good: ["https://panel.example.com/", "https://panel.example.com"],
    bad: ["panel.example.com", /WEBAUTHN_ORIGIN must be an http:\/\/ or https:\/\/ URL/],
  },
  {
    name: "SMTP_URL",
    key: "smtpUrl",
    fallback: null,
    good: ["smtps://user:pw@mail.example:465", "smtps://user:pw@mail.example:465"],
    bad: ["http://user:pw@mail", /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL(?![^;]*pw@mail)/],
  },
  {
    name: "SMTP_FROM",
    key: "smtpFrom",
    fallback: "panel@localhost",
    good: ["panel@example.com", "panel@example.com"],
    bad: ["panel", /SMTP_FROM must be an e-mail address, e.g. panel@example.com \(got "panel"\)/],
  },
  {
    name: "PANEL_PUBLIC_URL",
    key: "panelPublicUrl",
    fallback: "http://localhost:3000",
    good: ["https://panel.example/", "https://panel.example"],
    bad: ["panel.example", /PANEL_PUBLIC_URL must be an http:\/\/ or https:\/\/ URL/],
  },
  { name: "REMINDERS", key: "reminders", fallback: true, good: ["0", false], bad: ["off", /REMINDERS must be 1 \(on\) or 0 \(off\) \(got "off"\)/] },
  { name: "WEBHOOKS", key: "webhooks", fallback: true, good: ["0", false], bad: ["no", /WEBHOOKS must be 1 \(on\) or 0 \(off\) \(got "no"\)/] },
  {
    name: "WEBHOOKS_ALLOW_PRIVATE",
    key: "webhooksAllowPrivate",
    fallback: false,
    good: ["1", true],
    bad: ["yes", /WEBHOOKS_ALLOW_PRIVATE must be 1 \(allowed, for tests\) or 0 \(refused\) \(got "yes"\)/],
  },
  {
    name: "JOURNAL_RETENTION_DAYS",
    key: "journalRetentionDays",
    fallback: 400,
    good: ["30", 30],
    bad: ["a year", /JOURNAL_RETENTION_DAYS must be a whole number of days, 0 \(keep every entry\) or at least 1/],
  },
];

describe("settings()", () => {
  it("covers every variable it reads", () => {
    expect(CASES.map((c) => c.name).sort()).toEqual([...SETTING_NAMES].sort());
  });

  it.each(CASES)("$name: default, a good value, a bad one", ({ name, key, fallback, good, bad, beside }) => {
    expect(withEnv({})[key]).toEqual(fallback);
    expect(withEnv({ [name]: "   " })[key]).toEqual(fallback); // empty is unset
    expect(withEnv({ ...beside, [name]: good[0] })[key]).toEqual(good[1]);
    if (bad) {
      expect(() => withEnv({ [name]: bad[0] })).toThrow(bad[1]);
      expect(settingsProblem()).toMatch(bad[1]);
    }
  });

  it("keeps the panel's store under PANEL_DATA_DIR unless PANEL_STORE_DIR says otherwise", () => {
    expect(withEnv({ PANEL_DATA_DIR: "/var/lib/panel" }).panelStoreDir).toBe(path.resolve("/var/lib/panel/store"));
    expect(withEnv({ PANEL_DATA_DIR: "/var/lib/panel", PANEL_STORE_DIR: "/srv/store" }).panelStoreDir).toBe("/srv/store");
  });

  it("requires PANEL_SECRET_KEY with PANEL_DATABASE_URL (every instance must open what the others sealed)", () => {
    expect(() => withEnv({ PANEL_DATABASE_URL: "postgres://panel:pw@db/panel" })).toThrow(/PANEL_SECRET_KEY must be set when PANEL_DATABASE_URL is/);
    expect(settingsProblem()).not.toContain("pw@db");
  });

  it("refuses METRICS_PORT equal to PORT (or to its default 3000): metrics never share the panel's port", () => {
    expect(() => withEnv({ PORT: "8080", METRICS_PORT: "8080" })).toThrow(/METRICS_PORT must be a port other than PORT \(8080\)/);
    expect(() => withEnv({ METRICS_PORT: "3000" })).toThrow(/METRICS_PORT must be a port other than PORT \(3000\)/);
    expect(withEnv({ PORT: "8080", METRICS_PORT: "3000" }).metricsPort).toBe(3000);
  });

  it("names a REDIS_URL left set as no longer used, never its value, and starts whatever it holds", () => {
    for (const value of ["redis://:secret@127.0.0.1:6379/3", "not a url at all"]) {
      vi.stubEnv("REDIS_URL", value);
      expect(() => withEnv({})).not.toThrow();
      const notices = retiredSettingsNotices();
      expect(notices).toEqual([expect.stringMatching(/^REDIS_URL is set but no longer used: the panel keeps nothing in Redis.*PANEL_DATABASE_URL.*unset it$/)]);
      expect(notices.join()).not.toContain("secret");
      expect(notices.join()).not.toContain("not a url");
    }
    for (const unset of ["", "  "]) {
      vi.stubEnv("REDIS_URL", unset);
      expect(retiredSettingsNotices()).toEqual([]);
    }
  });

  it("requires SESSION_PASSWORD of the production server, naming it", () => {
    expect(servingSecretsProblem(withEnv({}))).toMatch(/^SESSION_PASSWORD must be set to serve/);
    expect(servingSecretsProblem(withEnv({ SESSION_PASSWORD: KEY }))).toBeNull();
  });

  it("caps TRUSTED_PROXY_HOPS at 10, as before", () => {
    expect(withEnv({ TRUSTED_PROXY_HOPS: "25" }).trustedProxyHops).toBe(10);
  });

  it("names every bad variable at once and never echoes a secret", () => {
    const secret = "too-short-secret";
    expect(() => withEnv({ UPSTREAM_TIMEOUT_MS: "abc", PANEL_DATABASE_URL: "mysql://user:pw@db", SESSION_PASSWORD: secret })).toThrow(
      /UPSTREAM_TIMEOUT_MS[^]*PANEL_DATABASE_URL[^]*SESSION_PASSWORD/,
    );
    const problem = settingsProblem()!;
    expect(problem).not.toContain(secret);
    expect(problem).not.toContain("user:pw");
    expect(withEnv({})).toBeTruthy();
    expect(settingsProblem()).toBeNull();
  });

  it("sees a change of the environment on the next call (memoized by the raw values)", () => {
    vi.stubEnv("UPSTREAM_TIMEOUT_MS", "100");
    expect(settings().upstreamTimeoutMs).toBe(100);
    expect(settings()).toBe(settings());
    vi.stubEnv("UPSTREAM_TIMEOUT_MS", "200");
    expect(settings().upstreamTimeoutMs).toBe(200);
  });

  it("reads the log level alone, never throwing", () => {
    vi.stubEnv("UPSTREAM_TIMEOUT_MS", "abc");
    vi.stubEnv("LOG_LEVEL", "loud");
    expect(logLevelSetting()).toBe("info");
    vi.stubEnv("LOG_LEVEL", "error");
    expect(logLevelSetting()).toBe("error");
  });
});
