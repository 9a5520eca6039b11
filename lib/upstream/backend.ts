import "server-only";
import { z } from "zod";
import { log } from "@/lib/log";
import type { BackendOffer, Dialect } from "@/lib/operations";
import { settings } from "@/lib/settings";
import { readCallMap } from "./call-map";
import { exchange } from "./exchange";
import { upstreamBaseUrl, upstreamUrl } from "./url";

// Which dialect the upstream speaks (docs/architecture.md, "Backends: the two dialects").
// UPSTREAM_DIALECT=spec or =reference says so; unset (auto), the panel asks GET /capabilities
// once: the reference upstream answers { dialect: "reference", … }, and any other answer (a 404
// from the business's backend) means spec-only. An upstream that cannot be reached is asked again
// a few seconds later; meanwhile the panel uses only the spec's calls, which every backend has.

const capabilitiesSchema = z.object({ dialect: z.literal("reference") });
const RETRY_UNREACHABLE_MS = 5_000;

type Known = { backend: BackendOffer; until: number; baseUrl: string };
const store = globalThis as { panelBackend?: Known; panelBackendProbe?: Promise<BackendOffer> };

async function probe(): Promise<{ dialect: Dialect; sure: boolean }> {
  try {
    const answer = await exchange({
      method: "GET",
      url: upstreamUrl("/capabilities"),
      headers: { accept: "application/json" },
      timeoutMs: 3_000,
      maxBytes: 64 * 1024,
      label: "GET /capabilities",
      operation: "capabilities",
    });
    let body: unknown = null;
    try {
      body = JSON.parse(answer.text());
    } catch {
      // Not JSON: not the reference upstream.
    }
    const reference = answer.status === 200 && capabilitiesSchema.safeParse(body).success;
    return { dialect: reference ? "reference" : "spec", sure: true };
  } catch {
    return { dialect: "spec", sure: false };
  }
}

async function detect(baseUrl: string): Promise<BackendOffer> {
  const configured = settings().upstreamDialect;
  const found = configured === "auto" ? await probe() : { dialect: configured, sure: true };
  const backend: BackendOffer = { dialect: found.dialect, mapped: found.dialect === "spec" ? readCallMap() : {} };
  store.panelBackend = { backend, baseUrl, until: found.sure ? Infinity : Date.now() + RETRY_UNREACHABLE_MS };
  if (found.sure) log.info({ dialect: found.dialect, from: configured === "auto" ? "GET /capabilities" : "UPSTREAM_DIALECT" }, "upstream dialect");
  return backend;
}

/** The backend the panel talks to: its dialect and the operator's mapping. Asked once per process. */
export async function currentBackend(): Promise<BackendOffer> {
  const baseUrl = upstreamBaseUrl();
  const known = store.panelBackend;
  if (known && known.baseUrl === baseUrl && Date.now() < known.until) return known.backend;
  store.panelBackendProbe ??= detect(baseUrl).finally(() => {
    store.panelBackendProbe = undefined;
  });
  return store.panelBackendProbe;
}

/** Tests point the panel at another upstream between files. */
export function forgetBackend(): void {
  store.panelBackend = undefined;
}
