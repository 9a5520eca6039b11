import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { fieldErrors } from "@/lib/schemas/errors";
import { TEXT_MESSAGES } from "@/lib/schemas/text";
import { addDetailSchema, addTicketSchema, saveTicketSchema, TICKET_MESSAGES, ticketIdSchema } from "@/lib/schemas/tickets";

// Accounts spec §5 and §9, read again here: each limit on both sides, each message in the spec's words.
function fieldErrorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}
const valid = { issue_type: 4, device: "MAG322", isp: "Spectrum", tested: 2, description: "No sound on channel 5." };
const errorsOf = (input: Record<string, unknown>) => fieldErrorsOf(addTicketSchema, { ...valid, ...input });

describe("Create Ticket (addTicketSchema)", () => {
  it("accepts a complete ticket and sends the texts trimmed", () => {
    expect(addTicketSchema.parse({ ...valid, device: "  MAG322 ", description: "  No sound on channel 5.\n" })).toEqual(valid);
  });

  it.each([
    ["description of 9 characters", { description: "d".repeat(9) }, "description", TICKET_MESSAGES.descriptionTooShort],
    ["description of 10 spaces and 9 characters", { description: `     ${"d".repeat(9)}     ` }, "description", TICKET_MESSAGES.descriptionTooShort],
    ["description of 500 characters", { description: "d".repeat(500) }, "description", TICKET_MESSAGES.descriptionTooLong],
    ["ISP of 51 characters", { isp: "i".repeat(51) }, "isp", "ISP name is too long"],
    ["device of 51 characters", { device: "d".repeat(51) }, "device", "Device name is too long"],
    ["Tested left at Select (0)", { tested: 0 }, "tested", "Please answer the question: Tested on another device?"],
    ["Tested out of range (3)", { tested: 3 }, "tested", TICKET_MESSAGES.testedUnanswered],
    ["issue type 6", { issue_type: 6 }, "issue_type", TICKET_MESSAGES.issueType],
    ["issue type -1", { issue_type: -1 }, "issue_type", TICKET_MESSAGES.issueType],
    ["issue type as a string", { issue_type: "1" }, "issue_type", TICKET_MESSAGES.issueType],
    ["issue type 1.5", { issue_type: 1.5 }, "issue_type", TICKET_MESSAGES.issueType],
    ["a control character in the device", { device: "MAG\u0007" }, "device", TEXT_MESSAGES.control],
    ["a carriage return in the description", { description: "Line one is here\r\nline two" }, "description", TEXT_MESSAGES.controlMultiline],
    ["a bidirectional override in the ISP", { isp: "Spec\u202Etrum" }, "isp", TEXT_MESSAGES.bidi],
  ])("refuses a %s", (_, input, field, message) => {
    expect(errorsOf(input)).toEqual({ [field]: message });
  });

  it.each([
    ["description of exactly 10 characters", { description: "d".repeat(10) }],
    ["description of exactly 499 characters", { description: "d".repeat(499) }],
    ["description with line breaks and tabs", { description: "Line one\n\tline two" }],
    ["ISP and device of exactly 50 characters", { isp: "i".repeat(50), device: "d".repeat(50) }],
    ["empty ISP and device", { isp: "", device: "" }],
    ["Tested answered No", { tested: 2 }],
    ["Tested answered Yes", { tested: 1 }],
    ["every issue type from 0", { issue_type: 0 }],
    ["every issue type up to 5", { issue_type: 5 }],
  ])("accepts a %s", (_, input) => {
    expect(errorsOf(input)).toEqual({});
  });

  it("treats a missing ISP and device as empty", () => {
    expect(addTicketSchema.parse({ issue_type: 0, tested: 1, description: "d".repeat(10) })).toMatchObject({ isp: "", device: "" });
  });
});

describe("Update Ticket Status (saveTicketSchema)", () => {
  it("accepts Issue Resolved (1) only: closing is one-way", () => {
    expect(saveTicketSchema.parse({ status: 1 })).toEqual({ status: 1 });
    for (const status of [0, 2, "1", null]) expect(fieldErrorsOf(saveTicketSchema, { status })).toEqual({ status: TICKET_MESSAGES.resolveOnly });
  });
});

describe("a follow-up (addDetailSchema)", () => {
  it.each([
    ["an empty text", "", TICKET_MESSAGES.detailsRequired],
    ["only spaces", "   \n ", TICKET_MESSAGES.detailsRequired],
    ["500 characters", "d".repeat(500), TICKET_MESSAGES.descriptionTooLong],
  ])("refuses %s", (_, description, message) => {
    expect(fieldErrorsOf(addDetailSchema, { description })).toEqual({ description: message });
  });

  it.each([
    ["one character", "d"],
    ["499 characters", "d".repeat(499)],
  ])("accepts %s", (_, description) => {
    expect(fieldErrorsOf(addDetailSchema, { description })).toEqual({});
  });
});

describe("a ticket id in a path or ?id=", () => {
  it.each(["1", "12", "2147483647"])("reads %s", (raw) => {
    expect(ticketIdSchema.parse(raw)).toBe(Number(raw));
  });
  it.each(["", "0", "-1", "1.5", "1e3", "abc", " 1", "2147483648", "12345678901", "0x10"])("names no ticket with %j", (raw) => {
    expect(ticketIdSchema.safeParse(raw).success).toBe(false);
  });
});
