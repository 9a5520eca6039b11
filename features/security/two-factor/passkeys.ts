import "server-only";
import { createHash } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { AccountId } from "@/lib/two-factor/account";
import { accountPasskeys, advancePasskeyCounter, savePasskey } from "./factors";
import type { RelyingParty } from "./relying-party";

// Passkeys with SimpleWebAuthn: the options the browser's navigator.credentials needs, and the
// checks of its answers. User verification is required: the passkey is a whole second factor.

const TIMEOUT_MS = 120_000;

export async function registrationOptions(rp: RelyingParty, account: AccountId): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await accountPasskeys(account);
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: `${account.name} (${account.role})`,
    // One user handle per account identity, so an authenticator keeps one passkey for it, not one
    // per try, and a later account of the same name is another user to it.
    userID: new Uint8Array(createHash("sha256").update(`panel-account:${account.id}`).digest()),
    attestationType: "none",
    timeout: TIMEOUT_MS,
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "required" },
  });
}

/** Verifies a registration against its challenge and saves the passkey; false when it does not hold. */
export async function registerPasskey(
  rp: RelyingParty,
  account: AccountId,
  challenge: string,
  response: RegistrationResponseJSON,
  label: string,
): Promise<boolean> {
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified) return false;
  const { credential } = result.registrationInfo;
  await savePasskey(account, {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString("base64url"),
    counter: credential.counter,
    transports: credential.transports ?? [],
    label,
  });
  return true;
}

/** Options to sign in with one of the account's passkeys; null when it has none. */
export async function authenticationOptions(rp: RelyingParty, account: AccountId): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const passkeys = await accountPasskeys(account);
  if (passkeys.length === 0) return null;
  return generateAuthenticationOptions({
    rpID: rp.id,
    timeout: TIMEOUT_MS,
    userVerification: "required",
    allowCredentials: passkeys.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
  });
}

/** Does this answer prove one of the account's passkeys, for this challenge? Its counter is advanced once. */
export async function verifyPasskey(rp: RelyingParty, account: AccountId, challenge: string, response: AuthenticationResponseJSON): Promise<boolean> {
  const passkey = (await accountPasskeys(account)).find((candidate) => candidate.credentialId === response.id);
  if (!passkey) return false;
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
      counter: passkey.counter,
      transports: passkey.transports,
    },
  }).catch(() => null);
  if (!result?.verified) return false;
  return advancePasskeyCounter(account, passkey.credentialId, passkey.counter, result.authenticationInfo.newCounter);
}
