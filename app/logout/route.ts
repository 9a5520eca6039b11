// GET /logout – revoke the upstream token where possible, clear the session, go to /login.
// A GET because the spec makes /logout a route; SameSite=Strict keeps other sites from
// sending the cookie with it, so a cross-site link cannot revoke anyone's token.
import { NextResponse, type NextRequest } from "next/server";
import { endSession, getSession } from "@/lib/session";
import { revokeToken } from "@/lib/upstream/auth";
import { LOGIN_ROUTE } from "@/lib/roles";

export async function GET(request: NextRequest) {
  const session = await getSession();
  if (session) await revokeToken(session);
  await endSession();
  return NextResponse.redirect(new URL(LOGIN_ROUTE, request.url), { headers: { "cache-control": "no-store" } });
}
