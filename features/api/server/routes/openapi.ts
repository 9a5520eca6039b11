import "server-only";
// GET /api/v1/openapi.json – the API's OpenAPI 3.1 document, generated from the handlers' zod schemas
import { apiDocument } from "../openapi/document";

export async function GET(): Promise<Response> {
  return Response.json(apiDocument(), { headers: { "cache-control": "no-cache" } });
}
