// What the user reads when the backend refuses or fails: its own message in the forms real
// backends send (lib/upstream/errors.ts), and a write answered 2xx whose body says it failed
// (lib/upstream/write-refusal.ts), which is a refusal and never "done".
import { describe, expect, it } from "vitest";
import { SERVER_ERROR_MESSAGE, TOO_MANY_REQUESTS_MESSAGE, messageFromBody } from "@/lib/upstream/errors";
import { refusalIn2xx } from "@/lib/upstream/write-refusal";

const json = (value: unknown) => JSON.stringify(value);

describe("messageFromBody", () => {
  it.each([
    ["JSON message", 422, json({ message: "Not enough credits" }), "Not enough credits"],
    ["message trimmed", 404, json({ message: "  Client bruno101 not found " }), "Client bruno101 not found"],
    ["JSON error string", 400, json({ error: "Invalid months" }), "Invalid months"],
    ["JSON error object", 409, json({ error: { code: 7, message: "Client is still active" } }), "Client is still active"],
    [
      "Laravel 422 errors, one field",
      422,
      json({ message: "The given data was invalid.", errors: { months: ["The months must be between 1 and 12."] } }),
      "The months must be between 1 and 12.",
    ],
    [
      "Laravel 422 errors, two fields: each field's first",
      422,
      json({ message: "The name field is required. (and 1 more error)", errors: { name: ["The name field is required.", "x"], months: ["Bad months."] } }),
      "The name field is required. Bad months.",
    ],
    ["the reset's plain-text 429", 429, "Please wait 10 minutes before resetting again", "Please wait 10 minutes before resetting again"],
  ])("accepts %s", (_form, status, body, message) => {
    expect(messageFromBody(status, body)).toBe(message);
  });

  it.each([
    ["an HTML page on a 4xx", 419, "<!DOCTYPE html><html><title>Page Expired</title></html>", "The backend refused the request (HTTP 419)"],
    ["an empty body", 403, "", "The backend refused the request (HTTP 403)"],
    ["JSON without a message", 400, json({ ok: false }), "The backend refused the request (HTTP 400)"],
    ["a message that is not text", 400, json({ message: 42 }), "The backend refused the request (HTTP 400)"],
    ["a message with control characters", 400, json({ message: "Bad\u0000one" }), "The backend refused the request (HTTP 400)"],
    ["a huge message", 400, json({ message: "x".repeat(501) }), "The backend refused the request (HTTP 400)"],
    ["Laravel errors with a field that is not text", 422, json({ message: "Invalid", errors: { a: [{ nested: 1 }] } }), "Invalid"],
    ["a plain-text line on another 4xx than 429", 400, "Bad request", "The backend refused the request (HTTP 400)"],
    ["an HTML page on a 429", 429, "<html><h1>429</h1></html>", TOO_MANY_REQUESTS_MESSAGE],
    ["a 500's JSON message", 500, json({ message: "Undefined index: notify_email" }), SERVER_ERROR_MESSAGE],
    ["a 500's short business sentence", 500, json({ message: "Not enough credits" }), SERVER_ERROR_MESSAGE],
    ["a 503's page", 503, "<html>Service Unavailable</html>", SERVER_ERROR_MESSAGE],
  ])("refuses %s", (_form, status, body, message) => {
    expect(messageFromBody(status, body)).toBe(message);
  });
});

describe("a write answered 2xx whose body says it failed", () => {
  it.each([
    [{ status: "error", message: "Not enough credits" }, "Not enough credits"],
    [{ status: "ERROR" }, "The backend refused the request (HTTP 200)"],
    [{ status: "fail", message: "Client not found" }, "Client not found"],
    [{ error: "Client bruno101 is not yours" }, "Client bruno101 is not yours"],
    [{ error: true, message: "Denied" }, "Denied"],
    [{ error: 1 }, "The backend refused the request (HTTP 200)"],
    [{ error: { message: "Insufficient balance" } }, "Insufficient balance"],
    [{ success: false, message: "Renewal failed" }, "Renewal failed"],
    [{ success: 0 }, "The backend refused the request (HTTP 200)"],
    [{ success: "false", error: "No" }, "No"],
  ])("is a refusal: %j", (body, message) => {
    expect(refusalIn2xx(200, body)).toBe(message);
  });

  it.each([
    [{ name: "alice", months: 3 }],
    [{ message: "Client created" }],
    [{ status: "ok", name: "alice" }],
    [{ status: 1 }],
    [{ success: true }],
    [{ success: 1 }],
    [{ error: false, name: "alice" }],
    [{ error: null }],
    [{ error: "" }],
    [{ error: 0 }],
    [{ error: "0" }],
    [{ error: {} }],
    [{ error: [] }],
    [[{ status: "error" }]],
    ["error"],
    [null],
  ])("is decided by its status otherwise: %j", (body) => {
    expect(refusalIn2xx(200, body)).toBeUndefined();
  });
});
