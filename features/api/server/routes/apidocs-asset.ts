import "server-only";
// GET /apidocs/scalar-<version>.js – Scalar's standalone bundle for the reference page, cached for a year
import { readScalarBundle, scalarAssetName } from "../scalar-asset";

export async function GET(_request: Request, context: { params: Promise<{ asset: string }> }): Promise<Response> {
  const { asset } = await context.params;
  if (asset !== (await scalarAssetName())) return new Response("Not found", { status: 404, headers: { "cache-control": "no-store" } });
  return new Response(new Uint8Array(await readScalarBundle()), {
    headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "public, max-age=31536000, immutable" },
  });
}
