// GET /api/health – the process is alive and serving: always 200 while it answers (a supervisor
// restarts on this one, so an upstream outage must not fail it), with what the background checks
// last saw of the upstream and the panel's store (lib/dependencies.ts): "ok",
// "unreachable", or "unknown" before the first check. Names the parts only: no URL, no address.
import { NextResponse } from "next/server";
import { dependencySnapshot } from "@/lib/dependencies";

export const dynamic = "force-dynamic";

export function GET() {
  const { checks, checkedAt } = dependencySnapshot();
  const degraded = Object.values(checks).some((state) => state === "unreachable");
  return NextResponse.json({ status: "ok", degraded, dependencies: checks, checkedAt }, { headers: { "cache-control": "no-store" } });
}
