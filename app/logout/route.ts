// GET /logout – end the session in the registry (a copied cookie is refused from now on, whatever
// the upstream answers), revoke the upstream token where possible, clear the cookie, go to /login.
// A GET because the spec makes /logout a route; SameSite=Strict keeps other sites from
// sending the cookie with it, so a cross-site link cannot revoke anyone's token.
import { apiRoute } from "@/lib/api/route";
import { endSession, getSession } from "@/lib/session";
import { revokeToken } from "@/lib/upstream/auth";
import { LOGIN_ROUTE } from "@/lib/roles";

// Anyone: without a session there is nothing to end, and the browser still goes to /login.
export const GET = apiRoute({ name: "logout", auth: "none" }, async ({ request }) => {
  const session = await getSession(request);
  await endSession(session);
  if (session) await revokeToken(session);
  // A relative Location: the browser stays on the host it used, whatever the server calls itself.
  return new Response(null, { status: 307, headers: { location: LOGIN_ROUTE, "cache-control": "no-store" } });
});
