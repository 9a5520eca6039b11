import "server-only";
// GET /apidocs – the API's reference page (Scalar), with "try it" using an API key pasted into it
import { scalarAssetName } from "../scalar-asset";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Scalar adds its stylesheet as a <style> element of its own: under the panel's CSP (style-src
// with a per-request nonce, no 'unsafe-inline') each style element it creates is given the page's
// nonce, read by this script from itself before Scalar runs.
const STYLE_NONCE = `(function(){var n=document.currentScript.nonce;var c=document.createElement.bind(document);document.createElement=function(t,o){var e=c(t,o);if(String(t).toLowerCase()==="style")e.setAttribute("nonce",n);return e;};})();`;

const CONFIG = {
  url: "/api/v1/openapi.json",
  withDefaultFonts: false,
  hideClientButton: true,
  authentication: { preferredSecurityScheme: "apiKey" },
  // No calls to Scalar's own servers (its AI agent, its fonts): the CSP refuses them anyway.
  agent: { disabled: true },
};

export async function GET(request: Request): Promise<Response> {
  const nonce = request.headers.get("x-nonce") ?? "";
  const attr = nonce ? ` nonce="${escape(nonce)}"` : "";
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title>
<script${attr}>${STYLE_NONCE}</script>
</head>
<body>
<main id="api-reference"></main>
<script src="/apidocs/${await scalarAssetName()}"${attr}></script>
<script${attr}>Scalar.createApiReference("#api-reference", ${JSON.stringify(CONFIG)});</script>
</body>
</html>`;
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}
