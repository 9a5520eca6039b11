import "server-only";
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import { API_SCOPES } from "../../scopes";
import { PROBLEM_TYPES, problemUri } from "../problem";
import { API_OPERATIONS, type ApiOperation } from "./operations";

// The OpenAPI 3.1 document of /api/v1, generated from the operation table's zod schemas (the
// handlers' own): served at /api/v1/openapi.json and read by the reference page (/apidocs).

const problemSchema = z
  .object({
    type: z.enum(Object.keys(PROBLEM_TYPES).map((type) => problemUri(type as keyof typeof PROBLEM_TYPES)) as [string, ...string[]]),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    field: z.string().optional().meta({ description: "The input field at fault (invalid-input)." }),
    check: z.string().optional().meta({ description: "Where to ask later what became of the spend (outcome-unknown)." }),
  })
  .meta({ id: "Problem", description: "RFC 9457 problem details." });

const problem = (description: string) => ({ description, content: { "application/problem+json": { schema: problemSchema } } });

const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/)
  .meta({
    description:
      "A new random value per intended payment (a UUID), the same on every retry of it: a retry is answered the first answer and never charged twice.",
  });

const scopesOf = (op: ApiOperation) => (typeof op.scope === "string" ? [op.scope] : [...op.scope]);

function operation(op: ApiOperation): ZodOpenApiOperationObject {
  const scopes = scopesOf(op);
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: `Scope: ${scopes.join(" or ")}.${op.spends ? " Spends credits: the Idempotency-Key header is required." : ""}`,
    security: [{ apiKey: [] }],
    "x-scopes": scopes,
    requestParams: {
      ...(op.params ? { path: op.params as z.ZodObject } : {}),
      ...(op.query ? { query: op.query as z.ZodObject } : {}),
      ...(op.spends ? { header: z.object({ "idempotency-key": idempotencyKey }) } : {}),
    },
    ...(op.body ? { requestBody: { required: true, content: { "application/json": { schema: op.body } } } } : {}),
    responses: {
      "200": { description: "Done", content: { "application/json": { schema: op.answer } } },
      ...(op.spends ? { "400": problem("No or a malformed Idempotency-Key"), "409": problem("The Idempotency-Key was used with another request") } : {}),
      "401": problem("No, a wrong, an expired or a revoked key"),
      "403": problem("The key lacks the scope, the address is not allowed, the role may not, or no upstream password is stored"),
      ...(op.params ? { "404": problem("Not found") } : {}),
      "422": problem("Invalid input"),
      "429": problem("Over the key's rate limit (see Retry-After)"),
      ...(op.spends ? { "504": problem("Outcome unknown: never charged twice; ask /api/v1/operations/{key} or repeat with the same key") } : {}),
    },
  };
}

/**
 * An answer's field that transforms what it read (a theme read as text, "classic" when empty) has
 * no output schema of its own: it is documented as what it reads, or as free when that is unknown.
 */
function describeTransform(ctx: { zodSchema: z.core.$ZodType; jsonSchema: Record<string, unknown>; io: "input" | "output" }) {
  const def = ctx.zodSchema._zod.def as { type: string; in?: z.core.$ZodType };
  if (ctx.io !== "output" || def.type !== "pipe" || Object.keys(ctx.jsonSchema).length > 0) return;
  const read = def.in ? (z.globalRegistry.get(def.in)?.override as Record<string, unknown> | undefined) : undefined;
  Object.assign(ctx.jsonSchema, typeof read === "object" && read ? read : { description: "As the backend answers it." });
}

let built: ReturnType<typeof createDocument> | undefined;

export function apiDocument() {
  if (built) return built;
  const paths: ZodOpenApiPathsObject = {};
  for (const op of API_OPERATIONS) paths[op.path] = { ...paths[op.path], [op.method]: operation(op) };
  built = createDocument(
    {
      openapi: "3.1.0",
      info: {
        title: "Reseller panel API",
        version: "1.0.0",
        description: `Acts as the key's account on the business's backend. Send the key as \`Authorization: Bearer <key>\`, never in a URL. Scopes: ${API_SCOPES.join(", ")}. Errors are RFC 9457 problem details with a stable \`type\`.`,
      },
      servers: [{ url: "/" }],
      components: { securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: "An API key from the API Keys screen (rp_…)." } } },
      paths,
    },
    { override: describeTransform },
  );
  return built;
}
