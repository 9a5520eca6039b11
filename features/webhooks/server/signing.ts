import "server-only";
import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { openSecret, sealSecret, type SecretBinding } from "@/lib/store/secrets";

// Signing as the Standard Webhooks specification says: the secret is `whsec_` and base64 of 24
// random bytes; each delivery carries webhook-id, webhook-timestamp (Unix seconds) and
// webhook-signature, `v1,<base64 HMAC-SHA256 of id.timestamp.body>`. After a rotation the previous
// secret signs too, for a while, as a second signature separated by a space: a receiver that
// still knows only the old secret keeps accepting deliveries until it is given the new one.

/** A new signing secret. */
export const newSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

/** The secret opens only in its endpoint's row and column (a sealed copy moved elsewhere does not). */
export const secretBinding = (endpointId: string, which: "current" | "previous"): SecretBinding => ({
  table: "webhook_endpoints",
  row: endpointId,
  purpose: which === "current" ? "signing-secret" : "previous-signing-secret",
});

export const sealFor = (endpointId: string, which: "current" | "previous", secret: string) => sealSecret(secret, secretBinding(endpointId, which));
export const openFor = (endpointId: string, which: "current" | "previous", sealed: string) => openSecret(sealed, secretBinding(endpointId, which));

export type SignedHeaders = { "webhook-id": string; "webhook-timestamp": string; "webhook-signature": string };

/** The three headers for `body`, signed with each secret given (the current one first). */
export function signedHeaders(id: string, at: Date, body: string, secrets: string[]): SignedHeaders {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(id, at, body));
  return { "webhook-id": id, "webhook-timestamp": String(Math.floor(at.getTime() / 1000)), "webhook-signature": signatures.join(" ") };
}
