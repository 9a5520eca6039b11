// Raising a ticket: POST /<prefix>/addticket for dealer, reseller and manager, its field limits
// (accounts spec §5, §9) and the text rules; the admin has no such call.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO, scalar, upstreamForFile, type DemoRole } from "./support";

const up = upstreamForFile();
const path = (role: DemoRole, suffix: string) => `/${DEMO[role].prefix}/${suffix}`;
const base = { issue_type: 4, isp: "Spectrum", device: "MAG322", tested: 2, description: "No sound on channel 5 since this morning." };
const ticketCount = () => scalar(up.db, sql`SELECT count(*) FROM tickets`);

describe("POST /<prefix>/addticket", () => {
  it.each(["dealer", "reseller", "manager"] as DemoRole[])("%s raises an active ticket and gets it back as GET ticket answers it", async (role) => {
    const before = Date.now();
    const res = await up.post(path(role, "addticket"), base, up.tokens[role]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: role,
      status: 0,
      type: 4,
      device: "MAG322",
      isp: "Spectrum",
      tested: 2,
      description: base.description,
      created: expect.any(String),
      modified: expect.any(String),
    });
    expect(res.body.modified).toBe(res.body.created);
    expect(Date.parse(res.body.created)).toBeGreaterThanOrEqual(before - 1000);
    expect((await up.get(path(role, `ticket/${res.body.id}`), up.tokens[role])).body).toEqual(res.body);
    // Newest modified first: the new ticket leads the list.
    expect((await up.get(path(role, "tickets"), up.tokens[role])).body.data[0].id).toBe(res.body.id);
  });

  it("the admin cannot raise tickets: the call does not exist → 404, nothing written", async () => {
    const before = await ticketCount();
    expect((await up.post("/admin/addticket", base, up.tokens.admin)).status).toBe(404);
    expect(await ticketCount()).toBe(before);
  });

  it("401 without a token, 403 on another role's prefix", async () => {
    expect((await up.post("/api/addticket", base)).status).toBe(401);
    expect((await up.post("/reseller/addticket", base, up.tokens.dealer)).status).toBe(403);
  });

  it.each([
    ["a description of 10 characters", { description: "0123456789" }],
    ["10 characters once trimmed", { description: "  0123456789 \n" }],
    ["a description of 499 characters", { description: "d".repeat(499) }],
    ["an ISP of 50 characters", { isp: "i".repeat(50) }],
    ["a device of 50 characters", { device: "v".repeat(50) }],
    ["empty ISP and device", { isp: "", device: "" }],
    ["no ISP and device at all", { isp: undefined, device: undefined }],
    ["line breaks and tabs in the description", { description: "Line one\n\tLine two\nLine three" }],
    ["issue type 0", { issue_type: 0 }],
    ["issue type 5", { issue_type: 5 }],
    ["tested 1", { tested: 1 }],
  ])("accepts %s", async (_case, override) => {
    const res = await up.post("/api/addticket", { ...base, ...override }, up.tokens.dealer);
    expect(res.status).toBe(200);
  });

  it("stores the description, ISP and device trimmed", async () => {
    const res = await up.post(
      "/api/addticket",
      { ...base, isp: "  Cox ", device: " MAG254 ", description: "\n  Picture freezes on HBO.\n\t" },
      up.tokens.dealer,
    );
    expect(res.body).toMatchObject({ isp: "Cox", device: "MAG254", description: "Picture freezes on HBO." });
  });

  it.each([
    ["a description of 9 characters", { description: "012345678" }, "description: Please describe the issue in at least 10 characters"],
    ["9 characters once trimmed", { description: "   012345678   " }, "description: Please describe the issue in at least 10 characters"],
    ["a description of 500 characters", { description: "d".repeat(500) }, "description: Description is too long"],
    ["an ISP of 51 characters", { isp: "i".repeat(51) }, "isp: ISP name is too long"],
    ["a device of 51 characters", { device: "v".repeat(51) }, "device: Device name is too long"],
    ["no description", { description: undefined }, "description:"],
    ["issue type 6", { issue_type: 6 }, "issue_type must be a whole number from 0 to 5"],
    ["issue type -1", { issue_type: -1 }, "issue_type must be a whole number from 0 to 5"],
    ["issue type 1.5", { issue_type: 1.5 }, "issue_type must be a whole number from 0 to 5"],
    ["issue type as a string", { issue_type: "1" }, "issue_type must be a whole number from 0 to 5"],
    ["tested 3", { tested: 3 }, "tested must be 0, 1 or 2"],
    ["tested as a string", { tested: "1" }, "tested must be 0, 1 or 2"],
    ["no tested", { tested: undefined }, "tested must be 0, 1 or 2"],
    ["a control character in the description", { description: "Broken\u0000 channel list" }, "description: Control characters are not allowed"],
    ["a carriage return in the description", { description: "Broken channel\r\nlist" }, "description: Control characters are not allowed"],
    ["DEL in the description", { description: "Broken channel\u007f list" }, "description: Control characters are not allowed"],
    ["a C1 control in the description", { description: "Broken channel\u0085 list" }, "description: Control characters are not allowed"],
    ["a line break in the ISP", { isp: "Spec\ntrum" }, "isp: Control characters are not allowed"],
    ["a tab in the device", { device: "MAG\t322" }, "device: Control characters are not allowed"],
    ["a trailing control character (not trimmed away)", { device: "MAG322\u001b" }, "device: Control characters are not allowed"],
    ["a right-to-left override in the description", { description: "Invoice \u202Efdp.exe please check" }, "description: Bidirectional control characters"],
    ["an isolate in the ISP", { isp: "Cox\u2066" }, "isp: Bidirectional control characters"],
    ["an embedding in the device", { device: "\u202AMAG322" }, "device: Bidirectional control characters"],
  ])("refuses %s with 400 and writes nothing", async (_case, override, message) => {
    const before = await ticketCount();
    const res = await up.post("/api/addticket", { ...base, ...override }, up.tokens.dealer);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await ticketCount()).toBe(before);
  });

  it("tested 0 (unanswered) → 422 with the panel's question, nothing written", async () => {
    const before = await ticketCount();
    const res = await up.post("/reseller/addticket", { ...base, tested: 0 }, up.tokens.reseller);
    expect(res).toMatchObject({ status: 422, body: { message: "Please answer the question: Tested on another device?" } });
    expect(await ticketCount()).toBe(before);
  });

  it("a retry with the same Idempotency-Key answers the first ticket and raises no second one", async () => {
    const key = { "Idempotency-Key": "ticket-retry-1" };
    const first = await up.post("/api/addticket", base, up.tokens.dealer, key);
    const before = await ticketCount();
    const again = await up.post("/api/addticket", base, up.tokens.dealer, key);
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await ticketCount()).toBe(before);
  });
});
