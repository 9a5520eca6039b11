// lib/log: one JSON object a line with time, level and msg; the secrets' keys are redacted at any
// depth, so a token, a password or a session seal never reaches the output.
import { describe, expect, it } from "vitest";
import { createLogger, REDACTED_KEYS } from "@/lib/log";
import { runWithRequestContext } from "@/lib/request-context";

function capture() {
  const out: string[] = [];
  const logger = createLogger({ write: (line: string) => out.push(line) }, "info");
  return { logger, out, lines: () => out.map((line) => JSON.parse(line)) };
}

describe("the log", () => {
  it("writes JSON lines with time, level and msg", () => {
    const { logger, lines } = capture();
    logger.info({ route: "credits", status: 200 }, "request");
    logger.debug("below the level");
    expect(lines()).toEqual([{ level: "info", time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), msg: "request", route: "credits", status: 200 }]);
  });

  it("never writes a token, a password or a session seal, at any depth", () => {
    const { logger, out } = capture();
    const secrets = ["tok-SECRET-1", "pw-SECRET-2", "seal-SECRET-3", "Bearer SECRET-4", "cookie-SECRET-5", "login-SECRET-6"];
    logger.info({ token: secrets[0], password: secrets[1] }, "top level");
    logger.warn({ session: { seal: secrets[2] }, headers: { Authorization: secrets[3], Cookie: secrets[4] } }, "nested, any case");
    logger.error({ calls: [{ body: { login_password: secrets[5] } }] }, "in an array");
    const text = out.join("");
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text.match(/\[redacted\]/g)).toHaveLength(6);
    expect(REDACTED_KEYS).toEqual(expect.arrayContaining(["token", "password", "login_password", "authorization", "cookie", "seal"]));
  });

  it("keeps an error's message and leaves the caller's object untouched", () => {
    const { logger, lines } = capture();
    const fields = { token: "t", err: new Error("boom") };
    logger.error(fields, "failed");
    expect(lines()[0]).toMatchObject({ token: "[redacted]", err: { message: "boom" } });
    expect(fields.token).toBe("t");
  });

  it("names the request being served on every line", () => {
    const { logger, lines } = capture();
    runWithRequestContext({ requestId: "req-1", route: "credits" }, () => logger.info("inside"));
    logger.info("outside");
    expect(lines().map((line) => line.requestId)).toEqual(["req-1", undefined]);
  });
});
