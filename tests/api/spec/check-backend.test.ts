// The operator's backend check (npm run check-backend, lib/upstream/check-backend.ts) against the
// spec-only test upstream: it works on the spec's shapes and on the variants the panel reads, and
// says which call and which field when a field cannot be read.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@/lib/roles";
import { forgetBackend } from "@/lib/backends";
import { checkBackend } from "@/lib/upstream/check-backend";
import { LOGINS } from "@/tests/spec-upstream/test-client";
import { parseArgs, reportTable } from "@/scripts/check-backend";
import { CALL_MAP, specBffForFile } from "./support";

vi.mock("@/lib/session", async () => (await import("./support")).sessionMock);

const bff = specBffForFile();
const OWN_NAMES_MAP = path.resolve("tests/spec-upstream/own-names/upstream-calls.json");
const ROLES: Role[] = ["admin", "manager", "reseller", "dealer"];
const accounts = (roles = ROLES) => roles.map((role) => ({ login: LOGINS[role][0], password: LOGINS[role][1], role }));

afterEach(() => {
  bff.up().answerAs([]);
  process.env.UPSTREAM_CALLS_FILE = CALL_MAP;
  forgetBackend();
});

describe("check-backend", () => {
  it.each([[[]], [["numbers-as-strings", "laravel"]], [["decimals", "booleans-strings", "dates-unix"]], [["drop-empty", "extra-fields"]]] as const)(
    "every role's reads answered and understood with variants %j: the panel will work",
    async (variants) => {
      bff.up().answerAs([...variants]);
      const report = await checkBackend(accounts());
      expect(report.signIns).toEqual([]);
      expect(report.calls.filter((c) => c.answered !== "200" || !c.understood || c.unreadable.length)).toEqual([]);
      expect(new Set(report.calls.map((c) => c.role))).toEqual(new Set(ROLES));
      // The mapped "not shown" calls are checked too.
      expect(report.calls.map((c) => `${c.role} ${c.operation}`)).toEqual(
        expect.arrayContaining(["admin superResellers.list", "manager transactions.ofAccount"]),
      );
      expect(report.works).toBe(true);
    },
  );

  it("names the fields it had to read in another form", async () => {
    bff.up().answerAs(["numbers-as-strings"]);
    const report = await checkBackend(accounts(["dealer"]));
    expect(report.calls.find((c) => c.operation === "credits")?.coerced).toEqual(["credits (string → number)"]);
  });

  it("names the call, the field, what was expected and what came when a field cannot be read", async () => {
    bff.up().answerAs([], "credits");
    const report = await checkBackend(accounts(["reseller"]));
    expect(report.works).toBe(false);
    expect(report.calls.find((c) => c.operation === "credits")).toMatchObject({
      understood: false,
      unreadable: [{ path: "credits", expected: "whole credits", sample: '"n/a"' }],
    });
    expect(report.calls.find((c) => c.operation === "dealers.list")).toMatchObject({
      understood: true,
      unreadable: expect.arrayContaining([expect.objectContaining({ path: "0.credits", expected: "whole credits" })]),
    });
    expect(reportTable(report)).toContain("reseller credits: answer not understood");
  });

  it("reads the mapped calls in the backend's own field names through upstream-fields.json, and says what did not fit without it", async () => {
    bff.up().answerAs(["own-names"]);
    const without = await checkBackend(accounts(["admin", "manager"]));
    expect(without.works).toBe(false);
    expect(without.calls.find((c) => c.role === "admin" && c.operation === "dealers.list")?.unreadable[0]).toMatchObject({
      path: "0.dealer",
      sample: "(absent)",
    });
    process.env.UPSTREAM_CALLS_FILE = OWN_NAMES_MAP;
    forgetBackend();
    const withMap = await checkBackend(accounts(["admin", "manager"]));
    expect(withMap.calls.filter((c) => !c.understood || c.unreadable.length)).toEqual([]);
    expect(withMap.works).toBe(true);
  });

  it("takes no password on the command line", () => {
    expect(parseArgs(["--url", "http://x", "--login", "a", "--password", "secret"])).toMatch(/never given on the command line/);
    expect(parseArgs(["--url", "http://x", "--login", "a", "--role", "boss"])).toMatch(/--role: one of/);
    expect(parseArgs(["--url", "http://x", "--login", "a", "--role", "dealer"])).toEqual({ url: "http://x", logins: [{ login: "a", role: "dealer" }] });
  });

  it("exits 0 when the panel will work and 1 when a field cannot be read", async () => {
    const run = promisify(execFile);
    const argv = ["--conditions=react-server", "--import", "tsx", "scripts/check-backend.ts", "--url", bff.up().url, "--login", "dealer", "--role", "dealer"];
    const env = { ...process.env, CHECK_BACKEND_PASSWORD: LOGINS.dealer[1] };
    bff.up().answerAs(["numbers-as-strings"]);
    const good = await run(process.execPath, argv, { env });
    expect(good.stdout).toContain("The panel will read everything");
    bff.up().answerAs([], "expiry");
    const bad = await run(process.execPath, argv, { env }).then(
      () => ({ code: 0 }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(bad.code).toBe(1);
  }, 60_000);
});
