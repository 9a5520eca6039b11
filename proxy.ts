// The fast, optimistic guard (cookie only, no upstream calls): route tables, the one-hour
// session and the per-request CSP (static security headers live in next.config.ts).
// Pages and handlers check the session again themselves.
import { NextResponse, type NextRequest } from "next/server";
import { decideRoute } from "@/lib/route-table";
import { COOKIE_NAMES, isSecureRequest, readSessionSeal, unsealSession } from "@/lib/session/cookie";
import { contentSecurityPolicy, createNonce } from "@/lib/security/headers";
import { settings } from "@/lib/settings";

// Pages only render: the panel has no server actions and no form posts to a page, so any other
// method is refused here, before Next reads a byte of its body (a 100 MB POST to /login was read
// whole looking for a server action).
const PAGE_METHODS = new Set(["GET", "HEAD"]);

export async function proxy(request: NextRequest) {
  // The matcher sends /api/ paths here only when they hold a "%": Next decodes a dynamic
  // segment before the handler runs and answered a malformed escape (%zz) with a bare 500.
  if (request.nextUrl.pathname.startsWith("/api/")) return malformedPathAnswer(request.nextUrl.pathname) ?? NextResponse.next();
  if (!PAGE_METHODS.has(request.method)) {
    return new NextResponse(null, { status: 405, headers: { allow: "GET, HEAD", "cache-control": "no-store", connection: "close" } });
  }
  if (isPrefetch(request)) return NextResponse.next();
  const seal = readSessionSeal(request.cookies, { secure: isSecureRequest(request.url, request.headers.get("x-forwarded-proto")) });
  const session = await unsealSession(seal);
  const decision = decideRoute(request.nextUrl.pathname, session?.role ?? null);

  const nonce = createNonce();
  const csp = contentSecurityPolicy(nonce, {
    dev: process.env.NODE_ENV === "development",
    recaptcha: Boolean(settings().recaptchaSiteKey),
  });

  let response: NextResponse;
  if (decision.kind === "redirect") {
    response = NextResponse.redirect(new URL(decision.to, request.url));
  } else {
    const requestHeaders = new Headers(request.headers);
    requestHeaders.set("x-nonce", nonce);
    requestHeaders.set("content-security-policy", csp);
    response = NextResponse.next({ request: { headers: requestHeaders } });
  }

  // A cookie that is past its hour, forged or unreadable is cleared on the way out.
  if (seal && !session) {
    for (const name of COOKIE_NAMES) {
      if (request.cookies.has(name)) {
        response.cookies.set({ name, value: "", path: "/", maxAge: 0, httpOnly: true, sameSite: "strict", secure: name.startsWith("__Host-") });
      }
    }
  }
  response.headers.set("content-security-policy", csp);
  return response;
}

function isPrefetch(request: NextRequest): boolean {
  return request.headers.has("next-router-prefetch") || request.headers.get("purpose") === "prefetch";
}

/** 400 for a path whose %-escapes do not decode (a lone %, %zz, half a UTF-8 sequence), else null. */
function malformedPathAnswer(pathname: string): NextResponse | null {
  try {
    decodeURIComponent(pathname);
    return null;
  } catch {
    return NextResponse.json({ message: "Malformed path" }, { status: 400, headers: { "cache-control": "no-store" } });
  }
}

export const config = {
  matcher: [
    // Pages, less static files. Prefetches come too (only to be refused if not a GET or HEAD);
    // they get no CSP nonce of their own, as in Next's guide.
    { source: "/((?!api/|_next/static|_next/image|favicon\\.ico|.*\\.(?:svg|png|ico|webp|css|js|woff2?|ttf|txt)$).*)" },
    // API paths with a %-escape only: every other API request skips the proxy.
    { source: "/api/(.*%.*)" },
  ],
};
