// The BFF checks each client write's answer exactly (lib/schemas/client-detail.ts). These are
// the reference upstream's real answers: each must pass its schema, and a wrong shape must not.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clientWriteAnswerSchema, monthsAnswerSchema, nameAnswerSchema } from "./write-answer-shapes";
import { someClient, today, upstreamForFile } from "./support";

const api = upstreamForFile();

describe("client write answers", () => {
  it("add, save, renew, retrieve, reset and delete each pass their exact schema", async () => {
    const token = api.tokens.dealer;
    const added = await api.post("/api/client", { login: "shape1", password: "pw12", stb_mac: "00:1A:79:5A:5A:01", months: 2 }, token);
    expect(added.status).toBe(200);
    expect(clientWriteAnswerSchema.safeParse(added.body).error).toBeUndefined();

    const saved = await api.post("/api/saveclient", { login: "shape1", desc: "saved" }, token);
    expect(clientWriteAnswerSchema.safeParse(saved.body).error).toBeUndefined();

    const renewed = await api.post("/api/renew", { name: "shape1", months: 1 }, token);
    expect(monthsAnswerSchema.safeParse(renewed.body).error).toBeUndefined();
    const retrieved = await api.post("/api/retrieve", { login: "shape1", credits: 1 }, token);
    expect(monthsAnswerSchema.safeParse(retrieved.body).error).toBeUndefined();

    const reset = await api.post("/api/resetclient", { name: "shape1" }, token);
    expect(nameAnswerSchema.safeParse(reset.body).error).toBeUndefined();

    const expired = await someClient(api.db, "dealer", sql`c.expiry < ${today()}`);
    const deleted = await api.post("/api/remove", { name: expired }, token);
    expect(deleted.status).toBe(200);
    expect(nameAnswerSchema.safeParse(deleted.body).error).toBeUndefined();
  });

  it("a wrong shape does not pass for a success", async () => {
    const client = await api.get("/api/client/shape1", api.tokens.dealer);
    const { name, ...withoutName } = client.body as Record<string, unknown>;
    expect(clientWriteAnswerSchema.safeParse(withoutName).success).toBe(false);
    expect(clientWriteAnswerSchema.safeParse({ ...client.body, extra: 1 }).success).toBe(false);
    expect(nameAnswerSchema.safeParse({ name, ok: true }).success).toBe(false);
    expect(nameAnswerSchema.safeParse({}).success).toBe(false);
    expect(monthsAnswerSchema.safeParse({ name, months: 1 }).success).toBe(false);
    expect(monthsAnswerSchema.safeParse({ name, months: "1", expiry: "2030-01-01" }).success).toBe(false);
    // What a redirect-turned-GET or a proxy's page used to pass as a success:
    expect(nameAnswerSchema.safeParse({ message: "OK" }).success).toBe(false);
  });
});
