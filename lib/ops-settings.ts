// The operating settings of the panel's own server (deploy/server-core.mjs): the SIGTERM grace
// period and the private metrics listener. Validated once at start (instrumentation.ts), so a
// bad value stops the server with its name rather than misbehaving at the first SIGTERM.
// TODO(merge): fold into lib/settings.ts, which validates every other variable.
import { z } from "zod";

// An empty variable (`METRICS_PORT=`) means unset, as in a shell or a .env file.
const unsetIfEmpty = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const schema = z.object({
  SHUTDOWN_GRACE_MS: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).max(600_000).default(10_000)),
  METRICS_PORT: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(65_535).optional()),
  METRICS_HOST: z.preprocess(unsetIfEmpty, z.string().trim().min(1).default("127.0.0.1")),
});

export type OpsSettings = {
  /** How long in-flight requests may take to finish after SIGTERM before they are cut. */
  shutdownGraceMs: number;
  /** The port of the metrics listener; null: no metrics listener. */
  metricsPort: number | null;
  /** The address the metrics listener binds to (never public by default). */
  metricsHost: string;
};

export function readOpsSettings(env: Record<string, string | undefined> = process.env): OpsSettings {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Setting ${String(issue.path[0])}: ${issue.message}`);
  }
  const { SHUTDOWN_GRACE_MS, METRICS_PORT, METRICS_HOST } = parsed.data;
  return { shutdownGraceMs: SHUTDOWN_GRACE_MS, metricsPort: METRICS_PORT ?? null, metricsHost: METRICS_HOST };
}
