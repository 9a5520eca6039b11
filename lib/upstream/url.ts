import "server-only";
import { settings } from "@/lib/settings";

/** Where the upstream is (UPSTREAM_URL), without a trailing slash. */
export function upstreamBaseUrl(): string {
  return settings().upstreamUrl;
}

/** The URL of an upstream path with its query; undefined values are left out. */
export function upstreamUrl(path: string, query: Record<string, string | number | boolean | undefined> = {}): URL {
  const url = new URL(upstreamBaseUrl() + path);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}
