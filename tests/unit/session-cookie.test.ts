import { sealData, unsealData } from "iron-session";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { isSecureRequest, readSessionSeal, sealSession, sessionCookie, unsealSession, SESSION_TTL_MS } from "@/lib/session/cookie";

// iron-session as it is, with its unseal counted.
vi.mock("iron-session", async (importOriginal) => {
  const real = await importOriginal<typeof import("iron-session")>();
  return { ...real, unsealData: vi.fn(real.unsealData) };
});

const PASSWORD = "unit-test-session-password-0123456789-abcdef";

beforeAll(() => {
  process.env.SESSION_PASSWORD = PASSWORD;
});

const base = { sid: "sid-1", accountId: "account-1", token: "tok", role: "dealer" as const, name: "dealer" };

describe("the sealed session", () => {
  it("round-trips while inside its hour", async () => {
    const expiresAt = Date.now() + SESSION_TTL_MS;
    const seal = await sealSession({ ...base, expiresAt });
    expect(seal).not.toContain("tok");
    expect(await unsealSession(seal)).toEqual({ ...base, expiresAt });
  });

  it("is refused at and after expiresAt", async () => {
    const expiresAt = Date.now() + 1000;
    const seal = await sealSession({ ...base, expiresAt });
    expect(await unsealSession(seal, expiresAt - 1)).not.toBeNull();
    expect(await unsealSession(seal, expiresAt)).toBeNull();
    expect(await unsealSession(seal, expiresAt + SESSION_TTL_MS)).toBeNull();
  });

  it("is refused when forged, tampered with or sealed with another password", async () => {
    const seal = await sealSession({ ...base, expiresAt: Date.now() + 1000 });
    expect(await unsealSession(seal.slice(0, -4) + "AAAA")).toBeNull();
    expect(await unsealSession("not-a-seal")).toBeNull();
    const foreign = await sealData({ ...base, expiresAt: Date.now() + 1000 }, { password: "another-password-that-is-long-enough-123456" });
    expect(await unsealSession(foreign)).toBeNull();
    expect(await unsealSession(undefined)).toBeNull();
  });

  it("is refused without a token or expiry", async () => {
    const seal = await sealData({ role: "admin", name: "x" }, { password: PASSWORD });
    expect(await unsealSession(seal)).toBeNull();
  });

  it("is refused without a session id (a seal from before the registry)", async () => {
    const seal = await sealData({ token: base.token, role: base.role, name: base.name, expiresAt: Date.now() + 1000 }, { password: PASSWORD });
    expect(await unsealSession(seal)).toBeNull();
  });

  it("treats an unknown role as a dealer", async () => {
    const seal = await sealData({ ...base, role: "superuser", expiresAt: Date.now() + 1000 }, { password: PASSWORD });
    expect((await unsealSession(seal))?.role).toBe("dealer");
  });

  it("unseals a seal once and remembers it; a forged one is checked every time", async () => {
    const seal = await sealSession({ ...base, expiresAt: Date.now() + SESSION_TTL_MS });
    const forged = seal.slice(0, -4) + "AAAA";
    vi.mocked(unsealData).mockClear();
    for (let i = 0; i < 3; i++) {
      expect(await unsealSession(seal)).toMatchObject(base);
      expect(await unsealSession(forged)).toBeNull();
    }
    expect(vi.mocked(unsealData).mock.calls.map(([sealed]) => sealed)).toEqual([seal, forged, forged, forged]);
  });

  it("does not take a remembered seal under another SESSION_PASSWORD", async () => {
    const seal = await sealSession({ ...base, expiresAt: Date.now() + SESSION_TTL_MS });
    expect(await unsealSession(seal)).not.toBeNull();
    process.env.SESSION_PASSWORD = "another-password-that-is-long-enough-123456";
    try {
      expect(await unsealSession(seal)).toBeNull();
    } finally {
      process.env.SESSION_PASSWORD = PASSWORD;
    }
  });

  it("refuses to seal without a strong SESSION_PASSWORD", async () => {
    process.env.SESSION_PASSWORD = "short";
    await expect(sealSession({ ...base, expiresAt: Date.now() })).rejects.toThrow(/SESSION_PASSWORD/);
    process.env.SESSION_PASSWORD = PASSWORD;
  });
});

describe("the cookie", () => {
  it("is httpOnly, SameSite=Strict, host-only, and lives until expiresAt", () => {
    const cookie = sessionCookie(false, "seal", Date.now() + SESSION_TTL_MS);
    expect(cookie).toMatchObject({ name: "panel-session", httpOnly: true, sameSite: "strict", path: "/", secure: false });
    expect(cookie).not.toHaveProperty("domain");
    expect(cookie.maxAge).toBeGreaterThan(3590);
    expect(cookie.maxAge).toBeLessThanOrEqual(3600);
  });

  it("is Secure with the __Host- prefix over https", () => {
    expect(sessionCookie(true, "seal", Date.now() + 1000)).toMatchObject({ name: "__Host-panel-session", secure: true });
  });

  it.each([
    ["https://panel.example/", null, true],
    ["http://127.0.0.1:3000/", null, false],
    ["http://127.0.0.1:3000/", "https", true],
    ["http://127.0.0.1:3000/", "http", false],
  ])("%s with x-forwarded-proto %s is secure: %s", (url, proto, secure) => {
    expect(isSecureRequest(url, proto)).toBe(secure);
  });

  const jar = (entries: Record<string, string>) => ({ get: (n: string) => (n in entries ? { value: entries[n] } : undefined) });

  it("reads either cookie name over http", () => {
    expect(readSessionSeal(jar({ "panel-session": "a" }))).toBe("a");
    expect(readSessionSeal(jar({ "__Host-panel-session": "b" }))).toBe("b");
    expect(readSessionSeal(jar({ other: "c" }))).toBeUndefined();
  });

  it("over https reads only the __Host- cookie, never a planted plain one", () => {
    expect(readSessionSeal(jar({ "panel-session": "planted" }), { secure: true })).toBeUndefined();
    expect(readSessionSeal(jar({ "panel-session": "planted", "__Host-panel-session": "b" }), { secure: true })).toBe("b");
  });
});
