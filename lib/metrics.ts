// Prometheus metrics (prom-client), served only on the private metrics port (METRICS_PORT) by
// the panel's own server, never by Next. Labels are bounded sets: the BFF operation or the route
// pattern, never a raw URL (it would hold client names and, on upstream GETs, tokens).
// One registry per process, kept in lib/ops-state.ts's globalThis object, so every route
// bundle records into the one the server serves.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { panelOps } from "./ops-state";

export const SIGN_IN_OUTCOMES = ["success", "wrong_credentials", "throttled", "captcha_failed", "error"] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function createMetrics(registry: Registry) {
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: "panel_" });
  return {
    requests: new Counter({
      name: "panel_http_requests_total",
      help: "Requests answered, by route pattern, method and status",
      labelNames: ["route", "method", "status"],
      registers,
    }),
    requestSeconds: new Histogram({
      name: "panel_http_request_duration_seconds",
      help: "Time to answer, by route pattern and method",
      labelNames: ["route", "method"],
      buckets: SECONDS,
      registers,
    }),
    upstreamCalls: new Counter({
      name: "panel_upstream_calls_total",
      help: "Upstream calls, by operation and outcome",
      labelNames: ["operation", "outcome"],
      registers,
    }),
    upstreamSeconds: new Histogram({
      name: "panel_upstream_call_duration_seconds",
      help: "Upstream call time, by operation and outcome",
      labelNames: ["operation", "outcome"],
      buckets: SECONDS,
      registers,
    }),
    signIns: new Counter({ name: "panel_sign_ins_total", help: "Sign-in attempts, by outcome", labelNames: ["outcome"], registers }),
    webhookAttempts: new Counter({
      name: "panel_webhook_attempts_total",
      help: "Webhook delivery attempts this instance made, by outcome (delivered, failed), and endpoints it paused (paused)",
      labelNames: ["outcome"],
      registers,
    }),
    dependencyUp: new Gauge({
      name: "panel_dependency_up",
      help: "1 if the part answered its last background check, 0 if not (upstream, store)",
      labelNames: ["dependency"],
      registers,
    }),
  };
}

type Metrics = ReturnType<typeof createMetrics>;
const holder = globalThis as { panelMetrics?: Metrics };

/** The process's metrics, made on first use (instrumentation.ts makes them at start). */
export function metrics(): Metrics {
  if (holder.panelMetrics) return holder.panelMetrics;
  const registry = new Registry();
  holder.panelMetrics = createMetrics(registry);
  panelOps().registry = registry;
  panelOps().recordRequest = recordRequest;
  return holder.panelMetrics;
}

/** One answered request: `route` is the operation name or the route pattern ("/api/clients/[name]"). */
export function recordRequest(route: string, method: string, status: number, ms: number): void {
  const m = metrics();
  m.requests.inc({ route, method, status: String(status) });
  m.requestSeconds.observe({ route, method }, ms / 1000);
}

/** One upstream call: `outcome` is "ok", an HTTP status class ("4xx", "5xx") or an UpstreamError kind ("timeout", "unreachable" …). */
export function recordUpstreamCall(operation: string, outcome: string, ms: number): void {
  const m = metrics();
  m.upstreamCalls.inc({ operation, outcome });
  m.upstreamSeconds.observe({ operation, outcome }, ms / 1000);
}

export function recordSignIn(outcome: SignInOutcome): void {
  metrics().signIns.inc({ outcome });
}

/** One webhook delivery attempt ("delivered", "failed"), or an endpoint paused ("paused"). */
export function recordWebhookAttempt(outcome: "delivered" | "failed" | "paused"): void {
  metrics().webhookAttempts.inc({ outcome });
}

/** The last background check of a part the panel depends on (lib/dependencies.ts). */
export function recordDependency(dependency: string, up: boolean): void {
  metrics().dependencyUp.set({ dependency }, up ? 1 : 0);
}
