import "server-only";
import { log } from "@/lib/log";
import { settings } from "@/lib/settings";
import { exchange } from "@/lib/upstream/exchange";
import { upstreamBaseUrl, upstreamUrl } from "@/lib/upstream/url";
import { ADAPTERS } from "./registry";
import type { Backend, CapabilitiesAnswer } from "./types";

// Which backend the panel talks to (docs/architecture.md, "Backends as adapters"), learnt once per
// process: UPSTREAM_DIALECT names an adapter; unset (auto), the panel asks GET /capabilities once
// and the first adapter of ./registry.ts that recognises the answer is used (the reference
// upstream answers { dialect: "reference", … }; a 404 from the business's backend is the spec
// adapter's). An upstream that cannot be reached is asked again a few seconds later; meanwhile
// the adapter that takes any backend serves, with only the spec's calls, which every backend has.

export type { Backend } from "./types";

const RETRY_UNREACHABLE_MS = 5_000;

// What was learnt is kept on globalThis, so the process asks once although Next may load this
// module once per route bundle; the adapter itself is connected per module instance, because a
// Backend's calls close over its bundle's modules (an error class of another bundle would fail
// every `instanceof` here).
type Known = { name: string; until: number; baseUrl: string };
const store = globalThis as { panelBackend?: Known; panelBackendProbe?: Promise<string> };
const connected = new Map<string, Backend>();

async function probe(): Promise<CapabilitiesAnswer> {
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
      // Not JSON: an answer no adapter reads as its own but the one that takes any backend.
    }
    return { status: answer.status, body };
  } catch {
    return null;
  }
}

async function detect(baseUrl: string): Promise<string> {
  const configured = settings().upstreamDialect;
  const answer = configured === "auto" ? await probe() : undefined;
  const adapter =
    answer === undefined ? ADAPTERS.find((a) => a.name === configured) : (ADAPTERS.find((a) => a.recognises(answer)) ?? ADAPTERS[ADAPTERS.length - 1]);
  if (!adapter) throw new Error(`UPSTREAM_DIALECT: no backend adapter is called "${configured}"`);
  const sure = answer !== null;
  store.panelBackend = { name: adapter.name, baseUrl, until: sure ? Infinity : Date.now() + RETRY_UNREACHABLE_MS };
  if (sure) log.info({ dialect: adapter.name, from: configured === "auto" ? "GET /capabilities" : "UPSTREAM_DIALECT" }, "upstream dialect");
  return adapter.name;
}

function connect(name: string): Backend {
  let backend = connected.get(name);
  if (!backend) {
    const adapter = ADAPTERS.find((a) => a.name === name);
    if (!adapter) throw new Error(`no backend adapter is called "${name}"`);
    backend = adapter.connect();
    connected.set(name, backend);
  }
  return backend;
}

/** The backend the panel talks to, through its adapter. Asked once per process. */
export async function currentBackend(): Promise<Backend> {
  const baseUrl = upstreamBaseUrl();
  const known = store.panelBackend;
  if (known && known.baseUrl === baseUrl && Date.now() < known.until) return connect(known.name);
  store.panelBackendProbe ??= detect(baseUrl).finally(() => {
    store.panelBackendProbe = undefined;
  });
  return connect(await store.panelBackendProbe);
}

/** Tests point the panel at another upstream (or another call map) between files. */
export function forgetBackend(): void {
  store.panelBackend = undefined;
  connected.clear();
}
