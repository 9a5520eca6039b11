// Who passkeys belong to: the host the panel was opened at, or WEBAUTHN_RP_ID and
// WEBAUTHN_ORIGIN; never an IP address, which browsers refuse as a relying party id.
import { afterEach, describe, expect, it, vi } from "vitest";
import { relyingParty } from "@/features/security/two-factor/relying-party";

const at = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

afterEach(() => vi.unstubAllEnvs());

describe("relyingParty()", () => {
  it("defaults to the request's host name and origin", () => {
    expect(relyingParty(at("http://localhost:3000/api/x", { host: "localhost:3000" }))).toMatchObject({ id: "localhost", origin: "http://localhost:3000" });
    expect(relyingParty(at("http://10.0.0.1/api/x", { host: "panel.example.com", "x-forwarded-proto": "https" }))).toMatchObject({
      id: "panel.example.com",
      origin: "https://panel.example.com",
    });
  });

  it("has none for a panel opened by IP address", () => {
    expect(relyingParty(at("http://127.0.0.1:3100/api/x", { host: "127.0.0.1:3100" }))).toBeNull();
    expect(relyingParty(at("http://[::1]:3100/api/x", { host: "[::1]:3100" }))).toBeNull();
  });

  it("takes WEBAUTHN_RP_ID and WEBAUTHN_ORIGIN over the request", () => {
    vi.stubEnv("WEBAUTHN_RP_ID", "example.com");
    vi.stubEnv("WEBAUTHN_ORIGIN", "https://panel.example.com");
    expect(relyingParty(at("http://127.0.0.1:3100/api/x", { host: "127.0.0.1:3100" }))).toMatchObject({
      id: "example.com",
      origin: "https://panel.example.com",
    });
  });
});
