// 6. The session: the sealed cookie as the browser stores and sends it (the longer,
// https name `__Host-panel-session=` plus the seal), and the time to seal and to unseal it
// with the panel's own lib/session-cookie.ts.
import { median } from "../load.mjs";

export async function session({ sessionPassword, iterations = 2000 }) {
  process.env.SESSION_PASSWORD = sessionPassword;
  const { sealSession, unsealSession, SECURE_COOKIE_NAME } = await import("../../lib/session-cookie.ts");
  // A token as the upstream issues them (43 characters) and a long account name.
  const data = { token: "x".repeat(43), role: "manager", name: "a_long_manager_name", expiresAt: Date.now() + 3_600_000 };
  const seal = await sealSession(data);
  if (!(await unsealSession(seal))) throw new Error("the sealed session did not unseal");

  const time = async (fn) => {
    const samples = [];
    for (let i = 0; i < iterations; i++) {
      const started = process.hrtime.bigint();
      await fn();
      samples.push(Number(process.hrtime.bigint() - started) / 1e3);
    }
    return median(samples);
  };
  const sealUs = await time(() => sealSession(data));
  const unsealUs = await time(() => unsealSession(seal));
  return [
    { name: "sealed cookie size (name=value)", value: `${SECURE_COOKIE_NAME}=${seal}`.length, unit: "B", goal: { max: 3000 } },
    { name: "unseal time (median)", value: unsealUs, unit: "µs", note: `${iterations} unseals in this process` },
    { name: "seal time (median)", value: sealUs, unit: "µs" },
  ].map((f) => ({ section: "6. Session cookie", ...f }));
}
