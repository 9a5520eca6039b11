import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { CHALLENGE_TTL_MS, createChallenge, verifyCaptcha } from "@/features/sign-in/captcha/altcha";
import { getCaptchaConfig } from "@/features/sign-in/captcha/config";
import { verifyLoginCaptcha } from "@/features/sign-in/captcha/verify";
import { closePanelStoreForTests, panelStore } from "@/lib/store";
import { freshPgliteDir } from "../support/fresh-pglite";
import { panelDatabaseForFile, panelTestServer } from "../support/panel-database";

// The replay guard keeps spent challenges in the panel's store: an embedded one of this file's own.
process.env.PANEL_STORE_DIR = freshPgliteDir();
const panelDatabase = panelDatabaseForFile();

// What the widget submits: base64 JSON of the challenge and the solution it found.
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("no solution");
  const { parameters, signature } = challenge;
  return btoa(JSON.stringify({ challenge: { parameters, signature }, solution }));
}

type PayloadData = {
  challenge: { parameters: { expiresAt: number; keyPrefix: string }; signature?: string };
  solution: { derivedKey: string };
};

function edit(payload: string, change: (data: PayloadData) => void): string {
  const data = JSON.parse(atob(payload));
  change(data);
  return btoa(JSON.stringify(data));
}

beforeEach(() => {
  vi.stubEnv("ALTCHA_HMAC_KEY", "test-altcha-key");
  vi.stubEnv("SESSION_PASSWORD", "");
  vi.stubEnv("RECAPTCHA_SITE_KEY", "");
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe("ALTCHA", () => {
  it("verifies a solved challenge once, then rejects its replay", async () => {
    const payload = await solve(await createChallenge());
    expect(await verifyCaptcha(payload)).toBe(true);
    expect(await verifyCaptcha(payload)).toBe(false);
  });

  it.each([
    ["a wrong derived key", (d: PayloadData) => (d.solution.derivedKey = d.solution.derivedKey.replace(/.$/, (c: string) => (c === "0" ? "1" : "0")))],
    ["a longer expiry", (d: PayloadData) => (d.challenge.parameters.expiresAt += 3600)],
    ["an easier prefix", (d: PayloadData) => (d.challenge.parameters.keyPrefix = "00")],
    ["no signature", (d: PayloadData) => delete d.challenge.signature],
  ])("rejects a payload with %s", async (_name, change) => {
    const payload = await solve(await createChallenge());
    expect(await verifyCaptcha(edit(payload, change))).toBe(false);
    // The untouched payload still verifies: rejecting the tampered one spent nothing.
    expect(await verifyCaptcha(payload)).toBe(true);
  });

  it.each([
    ["empty", ""],
    ["not base64 JSON", "not-a-payload"],
    ["the widget's test mode", btoa(JSON.stringify({ challenge: null, solution: null, test: true }))],
    ["oversized", "A".repeat(10_000)],
  ])("rejects an %s payload", async (_name, payload) => {
    expect(await verifyCaptcha(payload)).toBe(false);
  });

  it("rejects a solution submitted after the challenge expired", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const payload = await solve(await createChallenge());
    vi.setSystemTime(Date.now() + CHALLENGE_TTL_MS + 1_000);
    expect(await verifyCaptcha(payload)).toBe(false);
  });

  it("rejects a challenge signed with another key", async () => {
    const payload = await solve(await createChallenge());
    vi.stubEnv("ALTCHA_HMAC_KEY", "another-key");
    expect(await verifyCaptcha(payload)).toBe(false);
  });

  it("derives its key from SESSION_PASSWORD when ALTCHA_HMAC_KEY is unset", async () => {
    vi.stubEnv("ALTCHA_HMAC_KEY", "");
    vi.stubEnv("SESSION_PASSWORD", "a-session-password-of-at-least-32-chars");
    const challenge = await createChallenge();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(await verifyCaptcha(await solve(challenge))).toBe(true);
  });

  it("fails clearly without any secret", async () => {
    vi.stubEnv("ALTCHA_HMAC_KEY", "");
    await expect(createChallenge()).rejects.toThrow(/ALTCHA_HMAC_KEY/);
  });

  it("issues challenges that expire within minutes and reveal no counter", async () => {
    const { parameters } = await createChallenge();
    expect(parameters.expiresAt! * 1_000 - Date.now()).toBeLessThanOrEqual(CHALLENGE_TTL_MS);
    expect(JSON.stringify(parameters)).not.toMatch(/counter/);
  });
});

describe("the replay guard", () => {
  it("keeps a spent challenge until it expires, then purges it; a restarted panel still refuses it", async () => {
    const payload = await solve(await createChallenge());
    expect(await verifyCaptcha(payload)).toBe(true);
    const [row] = await (await panelStore()).query<{ expires_at: string | number }>("SELECT expires_at FROM captcha_spent");
    expect(Number(row.expires_at)).toBeGreaterThan(Date.now());
    expect(Number(row.expires_at)).toBeLessThanOrEqual(Date.now() + CHALLENGE_TTL_MS + 1_000);
    await closePanelStoreForTests();
    expect(await verifyCaptcha(payload)).toBe(false);

    // Two hours later another spend starts the hourly purge of what has expired.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 2 * 60 * 60 * 1000);
    expect(await verifyCaptcha(await solve(await createChallenge()))).toBe(true);
    await vi.waitFor(async () => expect(await (await panelStore()).query("SELECT nonce FROM captcha_spent")).toHaveLength(1));
  });
});

describe.skipIf(!panelTestServer)("the replay guard shared by the instances on one PostgreSQL", () => {
  afterEach(() => closePanelStoreForTests());

  it("refuses on one instance a payload spent on another", async () => {
    vi.stubEnv("PANEL_DATABASE_URL", await panelDatabase());
    vi.stubEnv("PANEL_SECRET_KEY", "a-test-secret-key-that-is-long-enough-0123");
    await closePanelStoreForTests();
    const payload = await solve(await createChallenge());
    expect(await verifyCaptcha(payload)).toBe(true);
    // Another instance: its own connections to the same server.
    await closePanelStoreForTests();
    expect(await verifyCaptcha(payload)).toBe(false);
    const answers = await Promise.all([payload, await solve(await createChallenge())].flatMap((p) => [p, p, p].map(verifyCaptcha)));
    expect(answers.filter(Boolean)).toHaveLength(1);
  });
});

describe("captcha config and login check", () => {
  it.each([
    [undefined, { kind: "altcha" }],
    ["  ", { kind: "altcha" }],
    ["site-key", { kind: "recaptcha", siteKey: "site-key" }],
  ])("RECAPTCHA_SITE_KEY=%j selects %j", (siteKey, expected) => {
    vi.stubEnv("RECAPTCHA_SITE_KEY", siteKey);
    expect(getCaptchaConfig()).toEqual(expected);
  });

  it("passes a reCAPTCHA token through to the upstream, and requires one", async () => {
    vi.stubEnv("RECAPTCHA_SITE_KEY", "site-key");
    expect(await verifyLoginCaptcha("token-123")).toEqual({ ok: true, upstreamValue: "token-123" });
    expect(await verifyLoginCaptcha("")).toEqual({ ok: false });
    expect(await verifyLoginCaptcha(undefined)).toEqual({ ok: false });
  });

  it("verifies ALTCHA itself and sends the upstream nothing meaningful", async () => {
    const payload = await solve(await createChallenge());
    expect(await verifyLoginCaptcha(payload)).toEqual({ ok: true, upstreamValue: "" });
    expect(await verifyLoginCaptcha(payload)).toEqual({ ok: false });
    expect(await verifyLoginCaptcha(undefined)).toEqual({ ok: false });
  });
});
