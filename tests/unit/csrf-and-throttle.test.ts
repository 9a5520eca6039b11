import { afterEach, describe, expect, it } from "vitest";
import { csrfRejection, PANEL_HEADER } from "@/lib/api/csrf";
import { recordFailure, recordSuccess, resetLoginThrottle, retryAfterMs, throttleMessage } from "@/lib/auth/login-throttle";

const good = { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000", "content-type": "application/json", [PANEL_HEADER]: "1" };
const post = (headers: Record<string, string>) => new Request("http://127.0.0.1:3000/api/credits", { method: "POST", headers });

describe("csrfRejection", () => {
  it("lets GET through untouched", () => {
    expect(csrfRejection(new Request("http://127.0.0.1:3000/api/credits"))).toBeNull();
  });

  it("accepts a same-origin JSON request with the panel header", () => {
    expect(csrfRejection(post(good))).toBeNull();
    expect(csrfRejection(post({ ...good, "sec-fetch-site": "same-origin" }))).toBeNull();
  });

  it.each([
    ["another origin", { ...good, origin: "https://evil.example" }],
    ["a cross-site fetch", { ...good, "sec-fetch-site": "cross-site" }],
    ["no origin at all", { host: good.host, "content-type": "application/json", [PANEL_HEADER]: "1" }],
    ["a form post", { ...good, "content-type": "application/x-www-form-urlencoded" }],
    ["no panel header", { origin: good.origin, host: good.host, "content-type": "application/json" }],
  ])("refuses %s", (_label, headers) => {
    expect(csrfRejection(post(headers as Record<string, string>))).not.toBeNull();
  });
});

describe("login throttle", () => {
  afterEach(() => resetLoginThrottle());

  it("allows four failures, then slows down that address and login name", () => {
    const now = 1_000_000;
    for (let i = 0; i < 4; i++) recordFailure("1.2.3.4", "dealer", now);
    expect(retryAfterMs("1.2.3.4", "dealer", now)).toBe(0);
    recordFailure("1.2.3.4", "dealer", now);
    expect(retryAfterMs("1.2.3.4", "Dealer ", now)).toBe(15 * 60_000);
    expect(retryAfterMs("5.6.7.8", "dealer", now)).toBe(0);
    expect(retryAfterMs("1.2.3.4", "admin", now)).toBe(0);
    expect(retryAfterMs("1.2.3.4", "dealer", now + 15 * 60_000)).toBe(0);
  });

  it("caps guessing one login name from many addresses (a forged X-Forwarded-For gains nothing)", () => {
    const now = 1_000_000;
    for (let i = 0; i < 19; i++) recordFailure(`10.0.0.${i}`, "admin", now);
    expect(retryAfterMs("10.0.1.1", "admin", now)).toBe(0);
    recordFailure("10.0.0.99", "admin", now);
    expect(retryAfterMs("10.0.1.1", "admin", now)).toBe(15 * 60_000);
    expect(retryAfterMs("10.0.1.1", "dealer", now)).toBe(0);
  });

  it("forgets the failures after a success", () => {
    for (let i = 0; i < 5; i++) recordFailure("1.2.3.4", "dealer");
    recordSuccess("1.2.3.4", "dealer");
    expect(retryAfterMs("1.2.3.4", "dealer")).toBe(0);
  });

  it("says how long to wait", () => {
    expect(throttleMessage(14 * 60_000 + 1)).toBe("Too many failed sign-in attempts. Try again in 15 minutes.");
    expect(throttleMessage(10_000)).toBe("Too many failed sign-in attempts. Try again in 1 minute.");
  });
});
