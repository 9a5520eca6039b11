import "server-only";
import { isIP } from "node:net";
import { PRODUCT_NAME } from "@/lib/client-constants";
import { settings } from "@/lib/settings";

// Who the passkeys belong to (WebAuthn's relying party): WEBAUTHN_RP_ID and WEBAUTHN_ORIGIN when
// set, else the host and origin the request came to, as the CSRF check reads them. A browser
// refuses an IP address as a relying party id, so a panel opened by address offers no passkeys.

export const PASSKEYS_NEED_A_NAME_MESSAGE = "Passkeys need the panel to be opened by its name (for example http://localhost:3000), not by an IP address.";

export type RelyingParty = { id: string; origin: string; name: string };

export function relyingParty(request: Request): RelyingParty | null {
  const url = new URL(request.url);
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0].trim() ?? url.protocol.replace(":", "");
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? url.host;
  const { webauthnRpId, webauthnOrigin } = settings();
  const origin = webauthnOrigin ?? `${proto}://${host}`;
  const id = webauthnRpId ?? hostName(host);
  if (!id || isIP(id)) return null;
  return { id, origin, name: PRODUCT_NAME };
}

function hostName(host: string): string {
  // "[::1]:3000" → "::1", "panel.example:3000" → "panel.example".
  const bracketed = /^\[([^\]]+)\]/.exec(host);
  return (bracketed ? bracketed[1] : host.replace(/:\d+$/, "")).toLowerCase();
}
