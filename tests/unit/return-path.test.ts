import { describe, expect, it } from "vitest";
import { returnPath } from "@/lib/return-path";

describe("the return path after signing in", () => {
  it.each([
    ["/addclient", "/addclient"],
    ["/updateclient?name=alice", "/updateclient?name=alice"],
    ["/updateclient?name=alice#top", "/updateclient?name=alice"],
    ["/clients/", "/clients/"],
    ["/", "/"],
  ])("takes the dealer back to %s", (candidate, expected) => {
    expect(returnPath(candidate, "dealer")).toBe(expected);
  });

  it.each([
    ["another origin", "https://evil.example/clients"],
    ["a protocol-relative URL", "//evil.example/clients"],
    ["a backslash that browsers read as a slash", "/\\evil.example/clients"],
    ["a tab inside", "/\t/evil.example"],
    ["a relative path", "clients"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["an encoded protocol-relative path", "/%2F%2Fevil.example"],
    ["/logout, which would end the new session", "/logout"],
    ["a route of another role", "/manageclients"],
    ["an unknown page", "/no-such-page"],
    ["/login itself", "/login"],
    ["nothing", null],
    ["not a string", 42],
    ["an overlong path", `/clients?q=${"x".repeat(3000)}`],
  ])("refuses %s", (_what, candidate) => {
    expect(returnPath(candidate, "dealer")).toBeNull();
  });

  it("follows the role's own route table", () => {
    expect(returnPath("/manageclients", "admin")).toBe("/manageclients");
    expect(returnPath("/addticket", "admin")).toBeNull();
  });
});
