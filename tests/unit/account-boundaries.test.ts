// The account forms' schemas against the reference upstream's own rules, on generated boundary
// values (a value the panel accepts but the upstream refuses fails after the person thought it was fine).
// For every value: what the panel's schema accepts, the upstream's accepts too, once the BFF has
// shaped it into the upstream's body. Runs the two rule sets side by side; no server needed.
import { describe, expect, it } from "vitest";
import { addAccountSchema, changePasswordSchema, creditsMoveSchema, editAccountSchema } from "@/lib/schemas/accounts";
import * as upstream from "@/upstream/src/rules/accounts/input";

// Lengths around every limit (1, 4, 15, 50, 500), in characters that pass, and ones that should not.
const LENGTHS = [0, 1, 3, 4, 5, 14, 15, 16, 49, 50, 51, 499, 500, 501];
const FILLS = ["a", " ", "😀", "é", "\t", "\n", "\u0000", "\u007f", "\u0085", "\u202e", "\ud800", "%", "<"];
function* generated(): Generator<[string, string]> {
  for (const fill of FILLS) {
    for (const length of LENGTHS) {
      const name = `${JSON.stringify(fill)} x ${length}`;
      yield [name, fill.repeat(length)];
      if (length > 1) {
        yield [`${name}, framed by letters`, `a${fill.repeat(length - 2)}b`];
        yield [`${name}, padded with spaces`, ` ${"a".repeat(length - 2)} `];
      }
    }
  }
}
const VALUES = [...generated()];

/** The values the panel accepts and the upstream refuses: must be none. */
function forwardedButRefused(
  panel: (value: string) => { success: boolean; data?: unknown },
  upstreamBody: (data: never) => unknown,
  rule: { safeParse(v: unknown): { success: boolean } },
) {
  const refused: string[] = [];
  for (const [label, value] of VALUES) {
    const parsed = panel(value);
    if (parsed.success && !rule.safeParse(upstreamBody(parsed.data as never)).success) refused.push(label);
  }
  return refused;
}

describe("what the panel forwards, the reference upstream takes", () => {
  it("adding a dealer (the admin names its reseller): password and description", () => {
    const rule = upstream.addAccountSchema("admin", "dealer");
    const panel = addAccountSchema("dealer", "reseller");
    const body = (data: { login: string; password: string; description: string; reseller: string }) => data;
    expect(forwardedButRefused((v) => panel.safeParse({ login: "nova", password: v, description: "", reseller: "reseller" }), body, rule)).toEqual([]);
    expect(forwardedButRefused((v) => panel.safeParse({ login: "nova", password: "pw1234", description: v, reseller: "reseller" }), body, rule)).toEqual([]);
    expect(forwardedButRefused((v) => panel.safeParse({ login: v, password: "pw1234", description: "", reseller: "reseller" }), body, rule)).toEqual([]);
  });

  it("adding a super reseller: a description of 50 at most", () => {
    const rule = upstream.addAccountSchema("admin", "manager");
    const panel = addAccountSchema("manager", null);
    expect(
      forwardedButRefused(
        (v) => panel.safeParse({ login: "nova", password: "pw1234", description: v }),
        (data) => data,
        rule,
      ),
    ).toEqual([]);
  });

  it("editing a dealer: owner and description", () => {
    const rule = upstream.editAccountSchema("dealer");
    const panel = editAccountSchema("dealer");
    const body = (data: { owner: string; description: string }) => ({ name: "dealer", reseller: data.owner, description: data.description });
    expect(forwardedButRefused((v) => panel.safeParse({ owner: "reseller", description: v }), body, rule)).toEqual([]);
    expect(forwardedButRefused((v) => panel.safeParse({ owner: v, description: "" }), body, rule)).toEqual([]);
  });

  it("a super reseller's credits with a new description", () => {
    const rule = upstream.creditsSchema("manager");
    const panel = creditsMoveSchema("manager", true);
    const body = (data: object) => ({ name: "manager", ...data });
    expect(forwardedButRefused((v) => panel.safeParse({ transaction: 0, credits: 5, desc: v }), body, rule)).toEqual([]);
  });

  it("a password change", () => {
    const body = (data: { password: string }) => ({ name: "dealer", password: data.password });
    expect(forwardedButRefused((v) => changePasswordSchema.safeParse({ password: v, confirm: v }), body, upstream.changePasswordSchema)).toEqual([]);
  });

  it("the generated values do reach both sides of each limit", () => {
    const accepted = VALUES.filter(([, v]) => changePasswordSchema.safeParse({ password: v, confirm: v }).success).length;
    expect(accepted).toBeGreaterThan(10);
    expect(accepted).toBeLessThan(VALUES.length - 100);
  });
});
