// A screen as the server renders it, read over HTTP without a browser: for sweeps that only ask
// whether every route renders (its heading, no error), where a browser's load, hydration and
// layout of each page would cost many times the server's own work. What the page then does in
// the browser is left to the tests that use it.
import type { APIRequestContext } from "@playwright/test";

export type ServerPage = {
  status: number;
  /** The path shown in the end, after HTTP redirects and the ones decided while the page streamed. */
  path: string;
  /** The document's text as shown: scripts (which carry the RSC payload and the catalogues of every message), styles and comments left out, tags removed, entities of quotes and ampersands read. */
  text: string;
  /** The same text without the tables' rows: what the screen itself says, not the records it lists (a journal entry may quote a refusal). */
  frame: string;
  /** The second-level headings (a screen's title), as text: the screen streams in after its loading state, outside <main> until the browser moves it there. */
  headings: string[];
  /** A server component threw while the page streamed: Next leaves a template with the error's digest for the browser to render. */
  renderFailed: boolean;
};

const ENTITIES: Record<string, string> = { "&amp;": "&", "&#x27;": "'", "&#39;": "'", "&quot;": '"', "&lt;": "<", "&gt;": ">", "&nbsp;": " " };
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&(?:amp|#x27|#39|quot|lt|gt|nbsp);/g, (entity) => ENTITIES[entity])
    .replace(/\s+/g, " ")
    .trim();

// A redirect decided while the page streamed cannot be a 3xx any more: Next writes this tag, which
// sends the browser on (its script does so at once).
const STREAMED_REDIRECT = /<meta id="__next-page-redirect" http-equiv="refresh" content="\d+;url=([^"]+)"/;

export async function serverPage(request: APIRequestContext, path: string, redirectsLeft = 3): Promise<ServerPage> {
  const response = await request.get(path);
  const raw = await response.text();
  const redirect = STREAMED_REDIRECT.exec(raw)?.[1];
  if (redirect && redirectsLeft > 0) return serverPage(request, redirect.replace(/&amp;/g, "&"), redirectsLeft - 1);
  const html = raw
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "");
  return {
    status: response.status(),
    path: new URL(response.url()).pathname,
    text: textOf(html),
    frame: textOf(html.replace(/<tbody\b[\s\S]*?<\/tbody>/gi, " ")),
    headings: [...html.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/gi)].map((match) => textOf(match[1])),
    // A component left to the browser on purpose (next/dynamic without SSR) leaves a bailout digest, not an error.
    renderFailed: /<template\b[^>]*data-dgst="(?!BAILOUT_TO_CLIENT_SIDE_RENDERING")/i.test(html),
  };
}
