import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { DEFAULT_LOCALE, LOCALES } from "./i18n/locales";
import { HSTS_HEADER, STATIC_SECURITY_HEADERS } from "./lib/security/headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The deployable artifact (scripts/build-artifact.mjs): the server code with only the node_modules
  // it needs, run by deploy/server.mjs. `npm start` still serves .next through scripts/panel-server.mjs.
  output: "standalone",
  // sharp serves only Next's image optimizer, which is off (images.unoptimized): 19 MB left out.
  outputFileTracingExcludes: { "*": ["node_modules/sharp/**", "node_modules/@img/**"] },
  // The panel store's migrations are read at run time (lib/store/migrate.ts), so the trace cannot see them.
  // So is Scalar's standalone bundle, served as it ships by the API reference page (features/api/server/scalar-asset.ts).
  outputFileTracingIncludes: {
    "*": ["lib/store/migrations/*.sql"],
    "/apidocs/[asset]": ["node_modules/@scalar/api-reference/package.json", "node_modules/@scalar/api-reference/dist/browser/standalone.js"],
  },
  // PGlite loads its WebAssembly and data files beside its own module: it runs from node_modules, unbundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  // No image CDN is used.
  images: { unoptimized: true },
  // Turbopack keeps a cache of the build in .next/cache, which makes the next `npm start` build far
  // cheaper. A CI run (CI set, as .ci/run does) builds once on a clean checkout that is then thrown
  // away: writing the cache would only cost it time.
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
  // `npm test` typechecks in a step of its own after the build, with TypeScript 7's native
  // compiler (scripts/test.mjs: a fraction of the CPU of the build's TypeScript 5 step), and asks
  // the build to skip its own with TYPECHECK_APART=1. Every other build checks as usual.
  typescript: { ignoreBuildErrors: process.env.TYPECHECK_APART === "1" },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
      },
      {
        // Served over https (TLS ends at the proxy in front, which says so): browsers must keep to https.
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https(?:\\s*,.*)?" }],
        headers: [{ key: "strict-transport-security", value: HSTS_HEADER }],
      },
    ];
  },
};

// next-intl reads each request's language and catalogue from i18n/request.ts (docs/i18n.md). The
// catalogues are compiled at build time (messages/**/*.json), so the browser gets no ICU parser.
// The languages are the panel's one list of them (i18n/locales.ts).
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: LOCALES, sourceLocale: DEFAULT_LOCALE, precompile: true } },
});

export default withNextIntl(nextConfig);
