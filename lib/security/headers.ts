// Security headers of every page: a per-request nonce CSP and the usual hardening headers.

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

const RECAPTCHA_SOURCES = "https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/";

export function contentSecurityPolicy(nonce: string, options: { dev: boolean; recaptcha: boolean }): string {
  const recaptcha = options.recaptcha ? ` ${RECAPTCHA_SOURCES}` : "";
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets the nonce-bearing Next.js scripts load their own chunks; dev needs eval.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ""}${recaptcha}`,
    `style-src 'self' 'nonce-${nonce}'`,
    // React writes inline style attributes (widths, transforms); they cannot run code.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    // The ALTCHA widget and the exports run web workers bundled as our own chunks.
    "worker-src 'self'",
    `connect-src 'self'${options.dev ? " ws:" : ""}${recaptcha}`,
    `frame-src ${options.recaptcha ? "https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/" : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Only over https: two years, subdomains included. */
export const HSTS_HEADER = "max-age=63072000; includeSubDomains";

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "x-frame-options": "DENY",
};
