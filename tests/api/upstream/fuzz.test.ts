// The reference upstream's handlers fed the fixed, seeded hostile values of
// tests/support/hostile-values.ts in every field of every body, query and path, plus hostile
// whole bodies: whatever the input, it answers a 4xx with a message, never a 500.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { HOSTILE, HOSTILE_BODIES, hostileValues, hostileValuesFor, pathSegment } from "../../support/hostile-values";
import { fetchOnce } from "./fetch";
import { DEMO, rows, someClient, upstreamForFile, type DemoRole } from "./support";

const up = upstreamForFile();
const VALUES = hostileValues();
const STRINGS = VALUES.filter((entry): entry is [string, string] => typeof entry[1] === "string");
const subject = { client: "", ticket: 0 };

type Call = { role: DemoRole; path: string; body: () => Record<string, unknown> };
const prefix = (role: DemoRole) => `/${DEMO[role].prefix}`;

// A valid body per call; every field of it receives every hostile value in turn.
const CALLS: Call[] = [
  {
    role: "dealer",
    path: "/client",
    body: () => ({
      login: "fuzzup",
      password: "pw1234",
      stb_mac: "",
      ministra: true,
      months: 0,
      desc: "",
      phone: "",
      package_selection: 8,
      packages: [],
      server: 0,
    }),
  },
  {
    role: "dealer",
    path: "/saveclient",
    body: () => ({
      login: subject.client,
      password: "pw1234",
      parent_pass: "0000",
      alt_player: false,
      o_mac: "",
      months: 0,
      desc: "",
      phone: "",
      status: true,
      package_selection: 8,
      packages: [],
      theme: "classic",
      server: 0,
    }),
  },
  { role: "dealer", path: "/renew", body: () => ({ name: subject.client, months: 1 }) },
  { role: "dealer", path: "/retrieve", body: () => ({ login: subject.client, credits: 1 }) },
  { role: "dealer", path: "/bulkrenew", body: () => ({ names: [subject.client], months: 1 }) },
  { role: "dealer", path: "/resetclient", body: () => ({ name: "no-such-client" }) },
  { role: "dealer", path: "/remove", body: () => ({ name: "no-such-client" }) },
  { role: "dealer", path: "/deletemac", body: () => ({ mac: "00:1A:79:00:00:00" }) },
  { role: "dealer", path: "/sendmessage", body: () => ({ simpleData: [subject.client], message: "Hello", server: 0 }) },
  { role: "admin", path: "/message", body: () => ({ message: "Welcome" }) },
  { role: "dealer", path: "/addticket", body: () => ({ issue_type: 1, isp: "", device: "", tested: 1, description: "The channel list is empty" }) },
  { role: "dealer", path: "/saveticket", body: () => ({ id: subject.ticket, status: 1 }) },
  { role: "dealer", path: "/addticketdetail", body: () => ({ id: subject.ticket, description: "More detail" }) },
  { role: "admin", path: "/dealer", body: () => ({ login: "fuzzdealer", password: "pw1234", description: "", reseller: "reseller" }) },
  { role: "admin", path: "/superreseller", body: () => ({ login: "fuzzmanager", password: "pw1234", description: "" }) },
  { role: "admin", path: "/editdealer", body: () => ({ name: "dealer", reseller: "reseller", description: "" }) },
  { role: "admin", path: "/dealercredits", body: () => ({ name: "dealer", credits: 1, transaction: 0, desc: "" }) },
  { role: "admin", path: "/save", body: () => ({ name: "manager", credits: 1, transaction: 0, desc: "" }) },
  { role: "reseller", path: "/changepassworddealer", body: () => ({ name: "dealer", password: "dealer1234" }) },
  { role: "admin", path: "/removedealer", body: () => ({ name: "no-such-dealer" }) },
];

/** The query parameters of each list, each given every hostile string. */
const QUERIES: { role: DemoRole; path: string; keys: string[] }[] = [
  { role: "dealer", path: "/clients", keys: ["page", "per_page", "search", "tab", "sort", "all"] },
  { role: "dealer", path: "/expiring", keys: ["page", "per_page", "search", "tab", "sort"] },
  { role: "dealer", path: "/packages", keys: ["server"] },
  { role: "admin", path: "/audit", keys: ["page", "per_page", "search", "actor", "action", "group", "target", "from", "to"] },
  { role: "admin", path: "/transactions", keys: ["page", "per_page", "search"] },
];

/** Calls with a name or id in the path. */
const PATHS: { role: DemoRole; path: (segment: string) => string }[] = [
  { role: "dealer", path: (s) => `/client/${s}` },
  { role: "dealer", path: (s) => `/history/${s}` },
  { role: "dealer", path: (s) => `/subpackages/${s}/0` },
  { role: "dealer", path: (s) => `/searchmac/${s}` },
  { role: "dealer", path: (s) => `/ticket/${s}` },
  { role: "admin", path: (s) => `/dealer/${s}` },
  { role: "admin", path: (s) => `/transactions/${s}` },
  { role: "admin", path: (s) => `/statsbyname/${s}` },
];

const RAW_SEGMENTS = ["%zz", "%", "%E0%A4%A", "%ED%A0%80", "%C0%AF", "%00", "..%2F..", "%252e"];

function withValue(body: Record<string, unknown>, field: string, value: unknown) {
  return { ...body, [field]: value };
}

const failures = (what: string, status: number, text: string) => (status >= 500 ? [`${what}: ${status} ${text.slice(0, 120)}`] : []);

beforeAll(async () => {
  subject.client = await someClient(up.db, "dealer");
  const created = await up.post(
    `${prefix("dealer")}/addticket`,
    { issue_type: 1, isp: "", device: "", tested: 1, description: "A ticket to follow up" },
    up.tokens.dealer,
  );
  expect(created.status).toBe(200);
  const [ticket] = await rows<{ id: number }>(up.db, sql`SELECT id FROM tickets ORDER BY id DESC LIMIT 1`);
  subject.ticket = ticket.id;
});

describe("the reference upstream never answers 500", () => {
  it.each(CALLS.map((call) => [call.path, call] as const))("POST %s, every field given every hostile value", async (_path, call) => {
    const problems: string[] = [];
    for (const [field, valid] of Object.entries(call.body())) {
      for (const [label, value] of hostileValuesFor(valid)) {
        const answer = await up.post(`${prefix(call.role)}${call.path}`, withValue(call.body(), field, value), up.tokens[call.role]);
        problems.push(...failures(`${field} = ${label}`, answer.status, answer.text));
      }
    }
    for (const [label, body] of HOSTILE_BODIES) {
      const answer = await fetchOnce(`${up.url}${prefix(call.role)}${call.path}`, { method: "POST", headers: { "content-type": "application/json" }, body });
      problems.push(...failures(label, answer.status, await answer.text()));
    }
    expect(problems).toEqual([]);
  });

  it.each(QUERIES.map((query) => [query.path, query] as const))("GET %s, every query parameter given every hostile string", async (_path, query) => {
    const problems: string[] = [];
    const days = ["9999-12-31", "0000-01-01", "2026-02-30", "+10000-01-01"];
    for (const key of query.keys) {
      for (const [label, value] of [...STRINGS, ...days.map((day): [string, string] => [day, day])]) {
        const answer = await up.get(`${prefix(query.role)}${query.path}`, up.tokens[query.role], { [key]: value });
        problems.push(...failures(`${key} = ${label}`, answer.status, answer.text));
      }
    }
    expect(problems).toEqual([]);
  });

  it("every call with a name or id in its path, given every hostile string and malformed escape", async () => {
    const problems: string[] = [];
    const segments = [...STRINGS.map(([label, value]) => [label, pathSegment(value)]), ...RAW_SEGMENTS.map((raw) => [raw, raw])];
    for (const { role, path } of PATHS) {
      for (const [label, raw] of segments) {
        if (raw === "") continue;
        const answer = await fetchOnce(`${up.url}${prefix(role)}${path(raw)}?token=${up.tokens[role]}`);
        problems.push(...failures(`${path(raw)} (${label})`, answer.status, await answer.text()));
      }
    }
    expect(problems).toEqual([]);
  });

  it("sign-in: every hostile login, password and captcha is a 4xx", async () => {
    const problems: string[] = [];
    // A password is checked against a hash (slow on purpose): it gets the text classes only.
    const passwords = [...HOSTILE.control, ...HOSTILE.bidi, ...HOSTILE.surrogate, ...HOSTILE.types];
    for (const [field, values] of [
      ["login_username", VALUES],
      ["login_password", passwords],
      ["g_recaptcha_response", VALUES],
    ] as const) {
      for (const [label, value] of values) {
        const answer = await up.post("/authenticate", withValue({ login_username: "dealer", login_password: "wrong" }, field, value));
        problems.push(...failures(`${field} = ${label}`, answer.status, answer.text));
      }
    }
    expect(problems).toEqual([]);
  });
});
