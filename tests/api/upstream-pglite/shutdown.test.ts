// SIGTERM while slow requests are in flight: the upstream (a child process, as in production)
// refuses new connections at once, answers every request it had already accepted, closes the
// database and exits 0. UPSTREAM_DELAY_MS holds each answer 1.5 s, so the requests are surely
// still running when the signal arrives.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { freshPgliteDir } from "../../support/fresh-pglite";

const DELAY_MS = 1500;

function startChild(graceMs = 10_000, env: Record<string, string> = {}): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "upstream/src/main.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: "",
      PGLITE_DIR: freshPgliteDir(),
      UPSTREAM_PORT: "0",
      UPSTREAM_DELAY_MS: String(DELAY_MS),
      SHUTDOWN_GRACE_MS: String(graceMs),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /upstream listening on (http:\/\/[^\s"]+)/.exec(output)?.[1];
      if (url) resolve({ child, url, output: () => output });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`upstream exited ${code} before listening:\n${output}`)));
  });
}

const json = { "content-type": "application/json" };

describe("SIGTERM with requests in flight", () => {
  it("answers them all, refuses new connections, and exits 0", { timeout: 60_000 }, async () => {
    const { child, url, output } = await startChild();
    const signIn = await fetch(`${url}/authenticate`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ login_username: "dealer", login_password: "dealer1234", g_recaptcha_response: "" }),
    });
    const { token } = (await signIn.json()) as { token: string };

    const started = Date.now();
    const inFlight = [
      ...[1, 2, 3].map(() => fetch(`${url}/api/clients?token=${token}`)),
      ...[1, 2].map((i) =>
        fetch(`${url}/api/addticket`, {
          method: "POST",
          headers: json,
          body: JSON.stringify({ token, issue_type: 1, tested: 1, description: `sent while stopping ${i}` }),
        }),
      ),
    ].map((request) => request.then(async (res) => ({ status: res.status, text: await res.text() })));
    // Let the requests reach the server (each is then held DELAY_MS), then ask it to stop.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 200));

    // While the old requests are still being answered, a new connection is refused.
    const late = await fetch(`${url}/health`).then(
      () => "answered",
      (err: { cause?: { code?: string } }) => err.cause?.code,
    );
    expect(late).toBe("ECONNREFUSED");

    const answers = await Promise.all(inFlight);
    expect(
      answers.map((a) => a.status),
      answers.map((a) => a.text.slice(0, 120)).join("\n"),
    ).toEqual([200, 200, 200, 200, 200]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(DELAY_MS);
    const [code] = (await exited) as [number | null];
    expect(code, output()).toBe(0);
    expect(output()).toMatch(/upstream: stopped/);
  });

  it("cuts off what outlives SHUTDOWN_GRACE_MS and says so with exit code 1", { timeout: 60_000 }, async () => {
    // No one signs in here: the demo's accounts are not needed, only a slow answer. Held 10 s and
    // signalled after 4 s: the request must have reached its handler by then to count as cut
    // off (a shorter wait can be too short for a child process on busy cores: it exits 0, the
    // request refused rather than cut off).
    const { child, url, output } = await startChild(200, { SEED_DEMO: "0", UPSTREAM_DELAY_MS: "10000" });
    const slow = fetch(`${url}/capabilities`).then(
      (res) => res.status,
      () => "cut off",
    );
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    expect(await slow).toBe("cut off");
    const [code] = (await exited) as [number | null];
    expect(code).toBe(1);
    expect(output()).toMatch(/1 request\(s\) cut off after 200 ms/);
  });
});
