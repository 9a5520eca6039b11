// retryTransient(): a transaction aborted as a deadlock (40P01) or serialization failure (40001)
// runs again, at most three times in all; every other failure is thrown at once.
import { describe, expect, it } from "vitest";
import { isTransient, retryTransient } from "@/upstream/src/db/retry";

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
// Drizzle wraps the driver's error; the code is on its cause.
const wrapped = (code: string) => Object.assign(new Error("Failed query"), { cause: pgError(code) });

function failing(errors: unknown[]) {
  let calls = 0;
  const run = async () => {
    const err = errors[calls++];
    if (err) throw err;
    return "done";
  };
  return { run, calls: () => calls };
}

describe("retryTransient", () => {
  it("recognises deadlocks and serialization failures, wrapped or not", () => {
    expect(isTransient(pgError("40P01"))).toBe(true);
    expect(isTransient(wrapped("40001"))).toBe(true);
    expect(isTransient(wrapped("23505"))).toBe(false);
    expect(isTransient(new Error("plain"))).toBe(false);
  });

  it("runs a deadlocked transaction again and answers its result", async () => {
    const attempt = failing([wrapped("40P01"), pgError("40001")]);
    await expect(retryTransient(attempt.run, { baseDelayMs: 1 })).resolves.toBe("done");
    expect(attempt.calls()).toBe(3);
  });

  it("gives up after three runs with the last error", async () => {
    const last = wrapped("40P01");
    const attempt = failing([pgError("40P01"), pgError("40P01"), last, undefined]);
    await expect(retryTransient(attempt.run, { baseDelayMs: 1 })).rejects.toBe(last);
    expect(attempt.calls()).toBe(3);
  });

  it("does not retry other failures", async () => {
    const refusal = wrapped("23505");
    const attempt = failing([refusal]);
    await expect(retryTransient(attempt.run, { baseDelayMs: 1 })).rejects.toBe(refusal);
    expect(attempt.calls()).toBe(1);
  });
});
