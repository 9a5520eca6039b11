// GET /logout answers a relative redirect to /login, whatever Host the request named (moved from
// tests/e2e/hardening.spec.ts: the handler is called as Next calls it, with the session module
// stood in for), so a forged Host can never send the browser to another site.
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { GET as logout } from "@/app/logout/route";
import { bffForFile } from "./support";

vi.mock("@/lib/session", async () => ({ ...(await import("./support")).sessionMock, endSession: async () => undefined }));

const bff = bffForFile();

describe("GET /logout", () => {
  it.each([
    ["signed in", "dealer"],
    ["signed out", null],
  ] as const)("%s: 307 to the relative /login, never stored", async (_label, role) => {
    bff.signIn(role);
    const answer = await logout(new NextRequest("http://panel.test/logout"));
    expect(answer.status).toBe(307);
    expect(answer.headers.get("location")).toBe("/login");
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });
});
