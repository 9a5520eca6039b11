// GET /api/health – the process is alive and serving (no session, no dependency checked: a
// balancer or supervisor restarts on this one, so an upstream outage must not fail it).
import { NextResponse } from "next/server";

export const dynamic = "force-dynamic";

export function GET() {
  return NextResponse.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
