// CSRF defence for state-changing BFF calls (docs/architecture.md, "Session and access"): same
// origin, JSON, and the panel's own header, which a cross-site form cannot set without a CORS
// preflight we never grant.

export const PANEL_HEADER = "x-panel-request";

export function csrfRejection(request: Request): string | null {
  if (request.method === "GET" || request.method === "HEAD") return null;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin") return "Cross-site request refused";
  const origin = request.headers.get("origin");
  if (origin && origin !== expectedOrigin(request)) return "Cross-origin request refused";
  if (!fetchSite && !origin) return "Request without an origin refused";
  if (!isJsonMediaType(request.headers.get("content-type"))) return "Requests must be JSON";
  if (request.headers.get(PANEL_HEADER) !== "1") return "Request refused: missing panel header";
  return null;
}

/**
 * The media type exactly application/json, any case, with optional parameters after ";"
 * (`application/json; charset=utf-8`); `application/jsonp` or `application/json-seq` is not it.
 */
export function isJsonMediaType(contentType: string | null): boolean {
  const essence = (contentType ?? "").split(";")[0].trim().toLowerCase();
  return essence === "application/json";
}

function expectedOrigin(request: Request): string {
  const url = new URL(request.url);
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0].trim() ?? url.protocol.replace(":", "");
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? url.host;
  return `${proto}://${host}`;
}
