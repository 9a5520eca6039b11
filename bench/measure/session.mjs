// 6. The session: the sealed cookie as the browser stores and sends it (the longer,
// https name `__Host-panel-session=` plus the seal), and the time to seal and to unseal it
// with the panel's own lib/session/cookie.ts: a seal's first unseal, and the later ones that
// lib/session/memo.ts answers.
import { median } from "../load.mjs";

export async function session({ sessionPassword, iterations = 2000 }) {
  process.env.SESSION_PASSWORD = sessionPassword;
  const { sealSession, unsealSession, SECURE_COOKIE_NAME } = await import("../../lib/session/cookie.ts");
  const { newSessionId } = await import("../../lib/session-registry/index.ts");
  // The registry's session id, a token as the upstream issues them (43 characters) and a long
  // account name: what a signed-in cookie holds (a seal without an id does not unseal).
  const data = { sid: newSessionId(), token: "x".repeat(43), role: "manager", name: "a_long_manager_name", expiresAt: Date.now() + 3_600_000 };
  const seal = await sealSession(data);
  if (!(await unsealSession(seal))) throw new Error("the sealed session did not unseal");

  const time = async (fn) => {
    const samples = [];
    for (let i = 0; i < iterations; i++) {
      const started = process.hrtime.bigint();
      await fn(i);
      samples.push(Number(process.hrtime.bigint() - started) / 1e3);
    }
    return median(samples);
  };
  const seals = [];
  const sealUs = await time(async (i) => seals.push(await sealSession({ ...data, expiresAt: data.expiresAt + i })));
  const firstUnsealUs = await time((i) => unsealSession(seals[i]));
  const unsealUs = await time(() => unsealSession(seal));
  return [
    { name: "sealed cookie size (name=value)", value: `${SECURE_COOKIE_NAME}=${seal}`.length, unit: "B", goal: { max: 3000 } },
    { name: "unseal time, a seal's first (median)", value: firstUnsealUs, unit: "µs", note: `${iterations} seals, each unsealed once, in this process` },
    { name: "unseal time, a seal seen before (median)", value: unsealUs, unit: "µs", note: `${iterations} unseals of one seal` },
    { name: "seal time (median)", value: sealUs, unit: "µs" },
  ].map((f) => ({ section: "6. Session cookie", ...f }));
}
