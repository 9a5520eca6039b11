// The text rule of http/text.ts on the client writes: control characters and bidi overrides are
// refused with 400 and nothing is written.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rows, scalar, someClient, upstreamForFile } from "./support";

const up = upstreamForFile();
const CONTROL = "Control characters are not allowed";
const BIDI = "Bidirectional override characters are not allowed";

describe("client add and save refuse control characters and bidi overrides", () => {
  it.each<[string, Record<string, unknown>, string]>([
    ["a control character in the description", { desc: "Kitchen\u0000box" }, `desc: ${CONTROL}`],
    ["a newline in the description", { desc: "Kitchen\nbox" }, `desc: ${CONTROL}`],
    ["DEL in the password", { password: "pw\u007f12" }, `password: ${CONTROL}`],
    ["a bidi override in the phone", { phone: "\u202E0100 555" }, `phone: ${BIDI}`],
    ["a bidi isolate in the login", { login: "ab\u2067cd" }, `login: ${BIDI}`],
    ["a control character in the login", { login: "ab\u0001cd" }, `login: ${CONTROL}`],
  ])("add: %s → 400, no client", async (_case, change, message) => {
    const before = await scalar(up.db, sql`SELECT count(*) FROM clients`);
    const body = { login: "textrule1", password: "pw1234", stb_mac: "00:1A:79:7E:57:01", ...change };
    expect(await up.post("/api/client", body, up.tokens.dealer)).toMatchObject({ status: 400, body: { message } });
    expect(await scalar(up.db, sql`SELECT count(*) FROM clients`)).toBe(before);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["the description", { desc: "Den\u001b[31m" }, `desc: ${CONTROL}`],
    ["the parental password", { parent_pass: "12\u20663" }, `parent_pass: ${BIDI}`],
    ["the dealer", { dealer: "dealer\u0009" }, `dealer: ${CONTROL}`],
  ])("save: a refused character in %s → 400, the client unchanged", async (_case, change, message) => {
    const name = await someClient(up.db, "reseller");
    const read = () => rows(up.db, sql`SELECT description, parent_pass, dealer_id, last_updated FROM clients WHERE name = ${name}`);
    const before = await read();
    expect(await up.post("/reseller/saveclient", { login: name, ...change }, up.tokens.reseller)).toMatchObject({ status: 400, body: { message } });
    expect(await read()).toEqual(before);
  });

  it("ordinary punctuation and accents pass", async () => {
    const name = await someClient(up.db, "dealer");
    const res = await up.post("/api/saveclient", { login: name, desc: "Café – salon (2nd floor) #4", phone: "+1 305-555" }, up.tokens.dealer);
    expect(res).toMatchObject({ status: 200, body: { description: "Café – salon (2nd floor) #4", phone: "+1 305-555" } });
  });
});
