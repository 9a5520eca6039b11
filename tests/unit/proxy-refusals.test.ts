// proxy.ts's refusals: a page takes GET and HEAD only, so a POST (a 100 MB one was
// read whole looking for a server action) is a 405 before Next reads its body, prefetch headers
// or not; an /api/ path whose %-escapes do not decode is a 400 (Next answered a bare 500).
// The matcher sends both here: the first entry every page, the second /api/ paths with a "%".
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config, proxy } from "@/proxy";

const at = (path: string, init?: ConstructorParameters<typeof NextRequest>[1]) => proxy(new NextRequest(`http://panel.test${path}`, init));
const matchers = config.matcher.map((m) => new RegExp(`^${m.source.replace("(.*%.*)", ".*%.*")}$`));

describe("pages", () => {
  it.each([
    ["POST", {}],
    ["PUT", {}],
    ["DELETE", {}],
    ["POST", { "next-router-prefetch": "1" }],
    ["POST", { purpose: "prefetch", "next-action": "abc", "content-type": "multipart/form-data; boundary=x" }],
  ])("%s %j to a page is refused with 405", async (method, headers) => {
    const answer = await at("/login", { method, headers, body: method === "DELETE" ? undefined : "x".repeat(1000) });
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("GET, HEAD");
  });

  it("a GET renders, and a prefetch passes untouched", async () => {
    expect((await at("/login")).status).toBe(200);
    const prefetch = await at("/login", { headers: { "next-router-prefetch": "1" } });
    expect(prefetch.headers.get("x-middleware-next")).toBe("1");
    expect(prefetch.headers.get("content-security-policy")).toBeNull();
  });

  it("the matcher sends every page here, prefetches included, and no static file", () => {
    expect(matchers[0].test("/login")).toBe(true);
    expect(matchers[0].test("/_next/static/chunk.js")).toBe(false);
    expect("missing" in config.matcher[0]).toBe(false);
  });
});

describe("API paths with a %-escape", () => {
  it.each(["/api/clients/%zz", "/api/clients/%", "/api/clients/ab%E0%A4%A", "/api/accounts/dealers/%zz", "/api/clients/%zz/renew", "/api/mac/%ED%A0%80"])(
    "%s is a 400",
    async (path) => {
      const answer = await at(path);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ message: "Malformed path" });
    },
  );

  it("a well-formed escape goes on to its handler", async () => {
    expect((await at("/api/clients/a%20b")).headers.get("x-middleware-next")).toBe("1");
  });

  it("the matcher sends only /api/ paths with a % here", () => {
    expect(matchers[1].test("/api/clients/%zz")).toBe(true);
    for (const path of ["/api/clients/maria", "/api/health", "/api/ready"])
      expect(
        matchers.some((m) => m.test(path)),
        path,
      ).toBe(false);
  });
});
