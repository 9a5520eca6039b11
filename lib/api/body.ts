// Reading a request body with a size limit. Every body the BFF takes is a small JSON form; a
// larger one is refused with 413 before it is parsed, and long before anything goes upstream.

/** The largest JSON body a BFF handler reads (64 KiB, as the reference upstream). */
export const MAX_BODY_BYTES = 64 * 1024;
export const BODY_TOO_LARGE_MESSAGE = "The request is too large";

export class BodyTooLargeError extends Error {
  constructor() {
    super(BODY_TOO_LARGE_MESSAGE);
    this.name = "BodyTooLargeError";
  }
}

/**
 * The body as text, at most `limit` bytes: a Content-Length over the limit is refused without
 * reading; a body without one (chunked) is read until it passes the limit, then dropped.
 */
export async function readBodyText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > limit) throw new BodyTooLargeError();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** A JSON body within the limit; a body that is not JSON is treated as empty so the schema reports it. */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  const text = await readBodyText(request, limit);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
}
