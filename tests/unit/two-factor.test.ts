// The second factor's rules on the panel's own store (embedded, in memory): TOTP codes
// on a fake clock (this step passes, an old one fails, a replay fails), recovery codes used once
// each and stored salted (older unsalted hashes still good), secrets sealed at rest and bound to
// their row, and a pending sign-in that gives its upstream token out once.
import { generate } from "otplib";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { closePanelStoreForTests, panelStore } from "@/lib/store";
import { openSecret, sealSecret, sealUnboundForTests } from "@/lib/store/secrets";
import { factorSummary, replaceRecoveryCodes, resetFactors, saveTotp, spendRecoveryCode, spendTotpCode } from "@/features/security/two-factor/factors";
import { legacyRecoveryCodeHash } from "@/features/security/two-factor/recovery-codes";
import { consumePending, createPending, PENDING_TTL_MS } from "@/lib/two-factor/pending";
import { twoFactorPolicy, saveTwoFactorPolicy } from "@/features/security/two-factor/policy";
import { secondFactorStep, spendCode } from "@/features/security/two-factor/sign-in";
import { newTotpSecret, TOTP_PERIOD } from "@/features/security/two-factor/totp";
import { freshPgliteDir } from "../support/fresh-pglite";

const NOW = new Date("2026-11-24T12:00:10Z");
const at = (date: Date) => Math.floor(date.getTime() / 1000);
const codeAt = (secret: string, date: Date) => generate({ secret, epoch: at(date) });
// One in-memory store for the file (opening one takes a second or two); each test its own account.
let dealer = { id: "", role: "dealer" as const, name: "" };
let tests = 0;

beforeAll(() => {
  vi.stubEnv("PANEL_STORE_DIR", freshPgliteDir());
});
afterAll(async () => {
  await closePanelStoreForTests();
  vi.unstubAllEnvs();
});
beforeEach(() => {
  dealer = { id: `tf-account-${++tests}`, role: "dealer", name: `tf_dealer${tests}` };
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});
const ofDealer = "WHERE account_id = $1";
const totpBinding = (id: string) => ({ table: "two_factor_totp", row: id, purpose: "totp-seed" });

describe("TOTP on a fake clock", () => {
  it("takes a code of the current step once: the same code again is refused", async () => {
    const secret = newTotpSecret();
    await saveTotp(dealer, secret, 0);
    const code = await codeAt(secret, NOW);
    expect(await spendTotpCode(dealer, code)).toBe(true);
    expect(await spendTotpCode(dealer, code)).toBe(false);
  });

  it("refuses a code from five minutes ago, and a wrong one", async () => {
    const secret = newTotpSecret();
    await saveTotp(dealer, secret, 0);
    expect(await spendTotpCode(dealer, await codeAt(secret, new Date(NOW.getTime() - 300_000)))).toBe(false);
    const right = await codeAt(secret, NOW);
    expect(await spendTotpCode(dealer, right === "000000" ? "111111" : "000000")).toBe(false);
    expect(await spendTotpCode(dealer, right)).toBe(true);
  });

  it("takes the next step's code after the clock moves on, but not a code of a step already passed", async () => {
    const secret = newTotpSecret();
    await saveTotp(dealer, secret, 0);
    const later = new Date(NOW.getTime() + TOTP_PERIOD * 1000);
    const first = await codeAt(secret, later);
    vi.setSystemTime(later);
    expect(await spendTotpCode(dealer, first)).toBe(true);
    // The previous step's code is within the clock-drift tolerance, but older than the one used.
    expect(await spendTotpCode(dealer, await codeAt(secret, NOW))).toBe(false);
  });

  it("two requests racing with one code: exactly one passes", async () => {
    const secret = newTotpSecret();
    await saveTotp(dealer, secret, 0);
    const code = await codeAt(secret, NOW);
    const results = await Promise.all([spendTotpCode(dealer, code), spendTotpCode(dealer, code), spendTotpCode(dealer, code)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("keeps the secret sealed in the store, never as plain text", async () => {
    const secret = newTotpSecret();
    await saveTotp(dealer, secret, 0);
    const [row] = await (await panelStore()).query<{ secret_sealed: string }>(`SELECT secret_sealed FROM two_factor_totp ${ofDealer}`, [dealer.id]);
    expect(row.secret_sealed).not.toContain(secret);
    expect(openSecret(row.secret_sealed, totpBinding(dealer.id))).toBe(secret);
  });

  it("a sealed seed copied into another account's row, or opened for another purpose, does not open", async () => {
    const secret = newTotpSecret();
    await saveTotp(dealer, secret, 0);
    const store = await panelStore();
    const [row] = await store.query<{ secret_sealed: string }>(`SELECT secret_sealed FROM two_factor_totp ${ofDealer}`, [dealer.id]);
    const other = { id: `${dealer.id}-other`, role: "dealer" as const, name: `${dealer.name}x` };
    await saveTotp(other, newTotpSecret(), 0);
    await store.query("UPDATE two_factor_totp SET secret_sealed = $2 WHERE account_id = $1", [other.id, row.secret_sealed]);
    await expect(spendTotpCode(other, await codeAt(secret, NOW))).rejects.toThrow(/cannot be opened/);
    expect(() => openSecret(row.secret_sealed, { table: "reminder_accounts", row: dealer.id, purpose: "upstream-password" })).toThrow(/cannot be opened/);
    expect(() => openSecret(row.secret_sealed, { ...totpBinding(dealer.id), purpose: "other" })).toThrow(/cannot be opened/);
  });

  it("a seed sealed before binding still works, and is sealed again, bound, when its code is spent", async () => {
    const secret = newTotpSecret();
    await saveTotp(dealer, secret, 0);
    const store = await panelStore();
    await store.query("UPDATE two_factor_totp SET secret_sealed = $2 WHERE account_id = $1", [dealer.id, sealUnboundForTests(secret)]);
    expect(await spendTotpCode(dealer, await codeAt(secret, NOW))).toBe(true);
    const [row] = await store.query<{ secret_sealed: string }>(`SELECT secret_sealed FROM two_factor_totp ${ofDealer}`, [dealer.id]);
    expect(row.secret_sealed).toMatch(/^v2\./);
    expect(openSecret(row.secret_sealed, totpBinding(dealer.id))).toBe(secret);
    expect(sealSecret("x", totpBinding(dealer.id))).toMatch(/^v2\./);
  });
});

describe("recovery codes", () => {
  it("gives ten different codes, each good once, stored only as hashes", async () => {
    const codes = await replaceRecoveryCodes(dealer);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await (await panelStore()).query<{ code_hash: string }>(`SELECT code_hash FROM two_factor_recovery_codes ${ofDealer}`, [dealer.id]);
    expect(stored.map((row) => row.code_hash).some((hash) => codes.some((code) => hash.includes(code.replace("-", ""))))).toBe(false);
    // Salted: each hash carries a salt of its own, and none is the unsalted hash of its code.
    for (const row of stored) expect(row.code_hash).toMatch(/^s1\$[A-Za-z0-9_-]{22}\$[0-9a-f]{64}$/);
    expect(new Set(stored.map((row) => row.code_hash.split("$")[1])).size).toBe(10);
    expect(stored.some((row) => codes.some((code) => row.code_hash.endsWith(legacyRecoveryCodeHash(code))))).toBe(false);

    expect(await spendCode(dealer, codes[3].toUpperCase())).toBe(true);
    expect(await spendRecoveryCode(dealer, codes[3])).toBe(false);
    expect((await factorSummary(dealer)).recoveryCodesLeft).toBe(9);
  });

  it("a code stored unsalted, as the panel did before, is still good once", async () => {
    const [code] = await replaceRecoveryCodes(dealer);
    const store = await panelStore();
    await store.query("DELETE FROM two_factor_recovery_codes WHERE account_id = $1", [dealer.id]);
    await store.query("INSERT INTO two_factor_recovery_codes (account_id, role, account, code_hash) VALUES ($1, $2, $3, $4)", [
      dealer.id,
      dealer.role,
      dealer.name,
      legacyRecoveryCodeHash(code),
    ]);
    expect(await spendRecoveryCode(dealer, code.replace("-", " "))).toBe(true);
    expect(await spendRecoveryCode(dealer, code)).toBe(false);
  });

  it("another account's codes are not this one's, even under the same name", async () => {
    const codes = await replaceRecoveryCodes(dealer);
    const sameName = { ...dealer, id: `${dealer.id}-new` };
    expect(await spendRecoveryCode(sameName, codes[0])).toBe(false);
    expect(await factorSummary(sameName)).toEqual({ totp: null, passkeys: [], recoveryCodesLeft: 0 });
  });

  it("new codes replace the old ones; a parent's reset removes everything", async () => {
    const old = await replaceRecoveryCodes(dealer);
    await replaceRecoveryCodes(dealer);
    expect(await spendRecoveryCode(dealer, old[0])).toBe(false);
    await saveTotp(dealer, newTotpSecret(), 0);
    await resetFactors(dealer);
    expect(await factorSummary(dealer)).toEqual({ totp: null, passkeys: [], recoveryCodesLeft: 0 });
  });
});

describe("the sign-in's second step", () => {
  it("is owed by an account with a factor, or whose role the admin requires it of", async () => {
    expect(await secondFactorStep(dealer)).toBeNull();
    await saveTwoFactorPolicy({ admin: false, manager: false, reseller: false, dealer: true });
    expect(await twoFactorPolicy()).toEqual({ admin: false, manager: false, reseller: false, dealer: true });
    expect(await secondFactorStep(dealer)).toBe("enrol");
    await saveTotp(dealer, newTotpSecret(), 0);
    expect(await secondFactorStep(dealer)).toBe("verify");
    expect(await secondFactorStep({ id: `${dealer.id}-reseller`, role: "reseller", name: dealer.name })).toBeNull();
    await saveTwoFactorPolicy({ admin: false, manager: false, reseller: false, dealer: false });
  });

  it("keeps the upstream token sealed, gives it out once, and forgets it after five minutes", async () => {
    const id = await createPending(
      { token: "upstream-token-123", accountId: dealer.id, role: "dealer", name: dealer.name },
      dealer.name.toUpperCase(),
      "verify",
    );
    const [row] = await (await panelStore()).query<{ token_sealed: string }>("SELECT token_sealed FROM two_factor_pending WHERE id = $1", [id]);
    expect(row.token_sealed).not.toContain("upstream-token-123");
    expect(await consumePending(id)).toEqual({ token: "upstream-token-123", accountId: dealer.id, role: "dealer", name: dealer.name });
    expect(await consumePending(id)).toBeNull();

    const late = await createPending({ token: "t2", accountId: dealer.id, role: "dealer", name: dealer.name }, dealer.name, "verify");
    vi.setSystemTime(new Date(NOW.getTime() + PENDING_TTL_MS));
    expect(await consumePending(late)).toBeNull();
  });
});
