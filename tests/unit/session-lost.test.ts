// A 403 on a signed-in read means the token lost its role's rights: the session ends as on a 401
// (the update screen, the list and the BFF alike), never "not found"; a 403 on a write stays the
// backend's refusal, and a 404 is still a record that does not exist.
import { describe, expect, it, vi } from "vitest";
import { UpstreamError } from "@/lib/upstream/errors";
import { sessionLost } from "@/lib/upstream/session-lost";
import { handleError } from "@/lib/api/responses";
import { loadItem } from "@/lib/loaders/item";
import { SESSION_ENDED_MESSAGE } from "@/lib/session/messages";

vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Redirected(to);
  },
}));
class Redirected extends Error {
  constructor(readonly to: string) {
    super(`redirect to ${to}`);
  }
}

const refused = (status: number, method?: "GET" | "POST", message = "This call is not available to your role") =>
  new UpstreamError(message, status, "response", method);

describe("the session is lost", () => {
  it("on the upstream's 401, whatever the call, and on its 403 to a read", () => {
    expect(sessionLost(refused(401, "GET"))).toBe(true);
    expect(sessionLost(refused(401, "POST"))).toBe(true);
    expect(sessionLost(refused(403, "GET"))).toBe(true);
  });

  it("not on a 403 to a write, a 404, a timeout or another error", () => {
    expect(sessionLost(refused(403, "POST"))).toBe(false);
    expect(sessionLost(refused(404, "GET"))).toBe(false);
    expect(sessionLost(new UpstreamError("Server error, try again later", 504, "timeout", "GET"))).toBe(false);
    expect(sessionLost(new Error("boom"))).toBe(false);
  });
});

describe("an update screen whose read is refused 403", () => {
  it("signs the session out instead of saying the record does not exist", async () => {
    await expect(loadItem(() => Promise.reject(refused(403, "GET")))).rejects.toMatchObject({ to: "/logout" });
    await expect(loadItem(() => Promise.reject(refused(401, "GET")))).rejects.toMatchObject({ to: "/logout" });
  });

  it("still says a record the backend answers 404 for is missing", async () => {
    expect(await loadItem(() => Promise.reject(refused(404, "GET", "Client not found")))).toEqual({ kind: "missing" });
  });
});

describe("the BFF", () => {
  it("answers a read refused 403 as the session's end, on which the browser signs the tab out", async () => {
    const answer = handleError(refused(403, "GET"));
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ message: SESSION_ENDED_MESSAGE });
  });

  it("passes a write refused 403 on with the backend's own message", async () => {
    const answer = handleError(refused(403, "POST", "You may not delete this client"));
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ message: "You may not delete this client" });
  });
});
