// The OpenAPI document and the routes agree: every route under app/api/v1 is in the document with
// its methods, its scope and, for a spend, its required Idempotency-Key; the document names no
// route that does not exist. The reference page loads Scalar's bundle under the page's nonce.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import * as apidocs from "@/app/apidocs/route";
import * as asset from "@/app/apidocs/[asset]/route";
import * as openapi from "@/app/api/v1/openapi.json/route";
import { routeMarkOf } from "@/lib/api/route-mark";
import { v1Routes } from "./server";

type Operation = { "x-scopes": string[]; parameters?: { in: string; name: string; required?: boolean }[]; requestBody?: unknown };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const document = async () => (await (await openapi.GET()).json()) as Document;
const scopesOf = (handler: unknown) => {
  const scope = (handler as { apiScope?: string | string[] }).apiScope;
  return scope === undefined ? undefined : typeof scope === "string" ? [scope] : [...scope];
};

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 and lists every route of app/api/v1, each method with its scope and its Idempotency-Key, and nothing else", async () => {
    const doc = await document();
    expect(doc.openapi).toBe("3.1.0");
    const routes = (await v1Routes()).filter((route) => route.path !== "/api/v1/openapi.json");
    const fromRoutes: string[] = [];
    for (const route of routes) {
      for (const [method, handler] of Object.entries(route.methods)) {
        fromRoutes.push(`${method.toLowerCase()} ${route.path}`);
        const operation = doc.paths[route.path]?.[method.toLowerCase()];
        expect(operation, `${method} ${route.path} is in the document`).toBeDefined();
        expect(operation["x-scopes"], `${method} ${route.path}'s scope`).toEqual(scopesOf(handler));
        const key = operation.parameters?.find((p) => p.in === "header" && p.name === "idempotency-key");
        const spends = routeMarkOf(handler)?.spends !== undefined;
        expect(Boolean(key?.required), `${method} ${route.path} requires an Idempotency-Key`).toBe(spends);
        for (const name of route.names) expect(operation.parameters?.some((p) => p.in === "path" && p.name === name)).toBe(true);
      }
    }
    const fromDocument = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    expect(fromDocument.sort()).toEqual(fromRoutes.sort());
  });

  it("the reference page loads Scalar's bundle with the request's nonce, and the bundle is cached for a year", async () => {
    const page = await apidocs.GET(new NextRequest("http://panel.test/apidocs", { headers: { "x-nonce": "abc123" } }));
    const html = await page.text();
    const src = /<script src="\/apidocs\/(scalar-[\d.]+\.js)" nonce="abc123"><\/script>/.exec(html);
    expect(src).not.toBeNull();
    expect(html).not.toMatch(/<script(?![^>]*nonce="abc123")[^>]*>/);
    const bundle = await asset.GET(new NextRequest(`http://panel.test/apidocs/${src![1]}`), { params: Promise.resolve({ asset: src![1] }) });
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("cache-control")).toContain("immutable");
    const other = await asset.GET(new NextRequest("http://panel.test/apidocs/scalar-0.0.0.js"), { params: Promise.resolve({ asset: "scalar-0.0.0.js" }) });
    expect(other.status).toBe(404);
  });
});
