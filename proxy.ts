// The fast, optimistic guard (cookie only, no upstream calls): route tables, the one-hour
// session and the per-request CSP (static security headers live in next.config.ts).
// Pages and handlers check the session again themselves.
import { NextResponse, type NextRequest } from "next/server";
import { decideRoute } from "@/lib/route-table";
import { COOKIE_NAMES, isSecureRequest, readSessionSeal, unsealSession } from "@/lib/session-cookie";
import { contentSecurityPolicy, createNonce } from "@/lib/security/headers";
import { settings } from "@/lib/settings";

export async function proxy(request: NextRequest) {
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

export const config = {
  matcher: [
    {
      source: "/((?!api/|_next/static|_next/image|favicon\\.ico|.*\\.(?:svg|png|ico|webp|css|js|woff2?|txt)$).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
